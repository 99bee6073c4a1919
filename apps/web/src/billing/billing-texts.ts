/** What the billing page says; the spec's own texts (spec/002 §8) verbatim. */
export const billingTexts = {
  title: 'Billing',
  loading: 'Loading your billing details…',
  retry: 'Try again',
  planHeading: 'Subscription',
  plan: 'Plan',
  period: 'Billing period',
  costPerUser: 'Cost per user',
  members: 'Members',
  yearly: 'Yearly',
  monthly: 'Monthly',
  unpriced: 'Not set by the administrator',
  /** The subscription's states (spec/002 §4): active ('Trial' for a team), cancelled but available until the period's end. */
  active: 'Active',
  trial: 'Trial',
  cancelled: (until: string) => `Cancelled, available until ${until}`,
  noSubscription: 'You have no subscription.',
  seePlans: 'See the plans',
  setByAdministrator: 'Your plan was set by the administrator of this server.',
  paymentsByAdministrator:
    'Payments are handled by the administrator of this server: Lectern takes no card payments here, so there is no card to add or change.',
  paymentsHeading: 'Payments',
  noPayments: 'You have no payment history.',
  chargeDate: 'Date',
  chargeAmount: 'Amount',
  chargeCard: 'Card',
  chargeStatus: 'Status',
  paid: 'Paid',
  refunded: 'Refunded',
  failed: 'Failed',
  businessHeading: 'Business details',
  businessHint: 'Your company’s address and VAT ID, for the invoices and receipts of your plan.',
  address: 'Address',
  vatId: 'VAT ID',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Business details saved',
  managersOnly: 'Your team’s billing is managed by its owner and admins.',
  teamBilledByHand: 'Your team’s plan is set by the administrator of this server: there is nothing to pay here.',
} as const;

/** The upgrade page's texts when payments are on. */
export const upgradeTexts = {
  title: 'Upgrade',
  plan: 'Plan',
  period: 'Billing period',
  card: 'Card',
  cardFormLoading: 'Loading the card form…',
  cardFormFailed: 'The card form could not be loaded. Reload the page to try again.',
  cardFailed: 'Your card could not be used',
  notAnswered: 'Your payment is taking longer than usual. Check your billing page in a moment.',
  pay: (plan: string) => `Upgrade to ${plan}`,
  paying: 'Processing…',
  upgraded: (plan: string) => `You are now on the ${plan} plan`,
} as const;

/** The cancellation survey's texts; the reasons are in cancellation-reasons.ts. */
export const surveyTexts = {
  title: 'Cancel your subscription',
  question: 'Why are you cancelling?',
  notes: 'Anything else you would like to tell us?',
  keep: 'Keep my subscription',
  confirm: 'Cancel subscription',
} as const;

/** The subscription card's texts; the notices are the spec's own (spec/002 §8). */
export const subscriptionTexts = {
  heading: 'Card and renewal',
  status: 'Status',
  card: 'Card',
  nextCharge: 'Next charge',
  updateCard: 'Update card',
  changePeriod: 'Change billing period',
  cancel: 'Cancel subscription',
  reactivate: 'Reactivate subscription',
  canceledNotice: 'Subscription canceled',
  reactivated: 'Subscription reactivated!',
} as const;

/** A team whose subscription ended (spec/002 §2 "team subscription reactivate"); the notice is the spec's. */
export const teamReactivationTexts = {
  heading: 'Your team’s subscription has ended',
  lead: 'Its members hold only their own plans until the team pays again. Choose a billing period and a card to reactivate it.',
} as const;

export const periodTexts = {
  title: 'Billing period',
  save: 'Change billing period',
  changed: 'Your billing period was changed',
  cannot: 'Your subscription’s billing period cannot be changed now.',
} as const;

export const cardTexts = {
  title: 'Update payment card',
  save: 'Update card',
  changed: 'Your card was updated',
} as const;

/** The receipt e-mail preference; the spec leaves the notes' wording open (spec/002 §8). */
export const receiptTexts = {
  label: 'E-mail me a receipt for each payment',
  optedIn: 'You will get a receipt by e-mail for each payment',
  optedOut: 'You will no longer get receipts by e-mail',
} as const;

/** The coupon field and what the billing page says of a coupon redeemed (spec/002 §3 `coupon_code`, `percent_off`). */
export const couponTexts = {
  label: 'Coupon code (optional)',
  hint: 'A code from an offer: its discount applies to every charge.',
  fact: 'Coupon',
  redeemed: (code: string, percentOff: number | null) => (percentOff === null ? code : `${code}: ${percentOff}% off`),
} as const;

/** What the billing page says of a team's seats (spec/002 §3 "Subscription details", §9 "Team cost"). */
export const seatTexts = {
  seats: 'Seats',
  freeInvites: 'Free invites remaining',
  seatCount: (count: number) =>
    count === 1 ? '1 seat, one per active member' : `${count} seats, one per active member`,
  freeInviteCount: (count: number) => (count === 0 ? 'None' : `${count}, paid for until the period ends`),
} as const;

/** A charge's printed invoice and receipt (spec/002 §7). */
export const printTexts = {
  column: 'Print',
  invoice: 'Invoice',
  receipt: 'Receipt',
  label: (kind: 'invoice' | 'receipt', date: string, amount: string) =>
    `${kind === 'invoice' ? 'Invoice' : 'Receipt'} of ${date}, ${amount}`,
} as const;
