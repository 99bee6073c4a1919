import type { Mail } from '../mail/mailer.js';

/**
 * The e-mail an invited collaborator receives. Someone with an account opens the deck; an address
 * without one gets the link that makes them a collaborator once they are signed in with it.
 */
export function collaboratorInvitationMail(input: {
  to: string;
  inviter: string;
  deckTitle: string;
  url: string;
  hasAccount: boolean;
}): Mail {
  const next = input.hasAccount
    ? `Open the deck:\n${input.url}`
    : `Sign up or sign in with this address, then open this link to join:\n${input.url}`;
  return {
    to: input.to,
    subject: `${input.inviter} invited you to collaborate on "${input.deckTitle}"`,
    text: `Hi,\n\n${input.inviter} invited you to collaborate on "${input.deckTitle}" on Lectern.\n\n${next}\n\nIf you were not expecting this, ignore this e-mail.`,
  };
}
