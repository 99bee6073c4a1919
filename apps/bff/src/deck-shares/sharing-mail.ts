import type { AccessTokenRow, DeckRow } from '@lectern/read-models';
import type { Mail } from '../mail/mailer.js';

/** The deck's show address, through `link` when one is given: its presenter view for a presenter link. */
export function deckAddress(publicUrl: string, deck: DeckRow, link?: AccessTokenRow): string {
  const path = `/${encodeURIComponent(deck.owner_username)}/${encodeURIComponent(deck.slug)}`;
  if (!link) return `${publicUrl}${path}`;
  return `${publicUrl}${path}${link.link_type === 'presenter' ? '/present' : ''}?token=${encodeURIComponent(link.token)}`;
}

/** Header lines are single lines, whatever a name holds. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** The e-mail each recipient of an e-mail share receives (spec/001 §3). */
export function deckShareMail(input: { to: string; from: string; body: string; deck: DeckRow; url: string }): Mail {
  return {
    to: input.to,
    subject: oneLine(`${input.from} shared “${input.deck.title}” with you`),
    text: `${input.from} shared the deck “${input.deck.title}” with you on Lectern:\n\n${input.body}\n\nOpen it here:\n${input.url}\n`,
  };
}

/** The e-mail a link's owner receives when someone opens the deck through a link that notifies on view. */
export function linkViewedMail(input: { to: string; deck: DeckRow; link: AccessTokenRow; url: string }): Mail {
  return {
    to: input.to,
    subject: oneLine(`Your private link “${input.link.name}” to “${input.deck.title}” was opened`),
    text: `Someone opened your deck “${input.deck.title}” through the private link “${input.link.name}”.\n\nIt has been opened ${input.link.deck_view_count} times through this link.\n\n${input.url}\n\nTurn off “Notify on view” in the deck's share settings to stop these e-mails.\n`,
  };
}
