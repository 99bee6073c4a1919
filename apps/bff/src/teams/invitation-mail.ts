import type { TeamInvitationRow, TeamRow } from '@lectern/read-models';
import type { Mail } from '../mail/mailer.js';

/** The e-mail an invited person receives, with the link that signs them up into the team. */
export function invitationMail(input: {
  team: TeamRow;
  invitation: TeamInvitationRow;
  inviter: string;
  url: string;
}): Mail {
  return {
    to: input.invitation.email,
    subject: `${input.inviter} invited you to ${input.team.name} on Lectern`,
    text: `Hi,\n\n${input.inviter} invited you to join the team ${input.team.name} on Lectern.\n\nOpen this link to join:\n${input.url}\n\nIf you were not expecting this, ignore this e-mail.`,
  };
}
