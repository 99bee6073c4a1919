import { z } from 'zod';
import {
  DECK_SHARE_BODY_MAX_LENGTH,
  DECK_SHARE_EMAILS_MAX_LENGTH,
  DECK_SHARE_FROM_MAX_LENGTH,
  deckShareRecipients,
} from '@lectern/domain';
import { storedContent, storedText } from './text.js';

const required = 'Required';

/**
 * POST /decks/{id}/deck_shares (spec/001 §3, §5): the recipients comma-joined, the sender's name
 * and a message, all required; a private link of the deck to send instead of its address.
 */
export const deckShareRequest = z.object({
  deck_share: z.object({
    emails: storedText()
      .max(DECK_SHARE_EMAILS_MAX_LENGTH)
      .refine((emails) => deckShareRecipients(emails).length > 0, required)
      .refine(
        (emails) => deckShareRecipients(emails).every((email) => z.email().safeParse(email).success),
        'Every recipient must be an e-mail address',
      ),
    from: storedText().trim().min(1, required).max(DECK_SHARE_FROM_MAX_LENGTH),
    body: storedContent().trim().min(1, required).max(DECK_SHARE_BODY_MAX_LENGTH),
    access_token_id: storedText().max(64).nullable().optional(),
  }),
});
export type DeckShareRequest = z.infer<typeof deckShareRequest>;
