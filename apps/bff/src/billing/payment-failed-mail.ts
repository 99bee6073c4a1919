import type { Mail } from '../mail/mailer.js';

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Whose plan a renewal paid for: the person's own, or the team's, whose owner is told. */
export type BilledAccount = { team: null } | { team: { name: string } };

/** Tells an account (a team's owner, for a team) that its renewal could not be charged, and where to change the card. */
export const paymentFailedMail = (
  recipient: { email: string; username: string },
  billed: BilledAccount,
  amountDue: number,
  publicUrl: string,
): Mail => {
  const plan = billed.team ? `the Lectern plan of your team ${billed.team.name}` : 'your Lectern plan';
  const ending = billed.team
    ? 'the team’s plan ends and its members lose what it gave them (team templates, themes and media)'
    : 'your plan ends and your account goes back to the free plan';
  return {
    to: recipient.email,
    subject: 'Your Lectern payment failed',
    text: `Hi ${recipient.username},\n\nWe could not take the ${dollars(amountDue)} payment for ${plan}. We will try again in the next days; if the payment cannot be taken, ${ending}.\n\nTo pay with another card, open:\n${publicUrl}/account/update_billing\n`,
  };
};
