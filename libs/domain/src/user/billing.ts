/** Business details printed on a customer's invoices and receipts (spec/002 §3, §5, §9). */
export const BILLING_ADDRESS_MAX_LENGTH = 300;
export const BILLING_VAT_ID_MAX_LENGTH = 50;

export const billingMessages = {
  addressTooLong: `At most ${BILLING_ADDRESS_MAX_LENGTH} characters`,
  vatIdTooLong: `At most ${BILLING_VAT_ID_MAX_LENGTH} characters`,
} as const;

export const billingAddressProblem = (address: string): string | undefined =>
  address.length > BILLING_ADDRESS_MAX_LENGTH ? billingMessages.addressTooLong : undefined;

export const billingVatIdProblem = (vatId: string): string | undefined =>
  vatId.length > BILLING_VAT_ID_MAX_LENGTH ? billingMessages.vatIdTooLong : undefined;
