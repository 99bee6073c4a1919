import type { Queryable } from '@lectern/db';
import { findUserById, type AccessTokenRow, type DeckRow } from '@lectern/read-models';
import type { Logger } from '@lectern/service-kit';
import type { Mailer } from '../mail/mailer.js';
import { deckAddress, deckShareMail, linkViewedMail } from './sharing-mail.js';

export interface SharingDependencies {
  db: Queryable;
  mailer: Mailer;
  logger: Logger;
  publicUrl: () => string;
}

/** The mail of sharing: decks sent to people by e-mail, and owners told when their private links are opened. */
export function createSharing(deps: SharingDependencies) {
  return {
    /** Sends the deck (through `link` when given) to every recipient; fails when any message could not be handed over. */
    async shareByEmail(
      deck: DeckRow,
      share: { recipients: readonly string[]; from: string; body: string; link?: AccessTokenRow },
    ): Promise<void> {
      const url = deckAddress(deps.publicUrl(), deck, share.link);
      await Promise.all(
        share.recipients.map((to) =>
          deps.mailer.send(deckShareMail({ to, from: share.from, body: share.body, deck, url })),
        ),
      );
    },

    /** Tells the deck's owner that `link` was opened, without holding up the visitor. */
    notifyLinkViewed(deck: DeckRow, link: AccessTokenRow): void {
      void (async () => {
        const owner = await findUserById(deps.db, deck.owner_id);
        if (!owner) return;
        const url = deckAddress(deps.publicUrl(), deck);
        await deps.mailer.send(linkViewedMail({ to: owner.email, deck, link, url }));
      })().catch((err: unknown) => deps.logger.error({ err }, 'link view notification failed'));
    },
  };
}

export type Sharing = ReturnType<typeof createSharing>;
