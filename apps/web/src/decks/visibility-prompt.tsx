import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { planPrivileges } from '@lectern/domain';
import { saveDeck } from '../api/decks';
import { teamQueryOptions } from '../api/teams';
import type { DeckCard } from '@lectern/contracts';
import { ModalDialog } from '../dialogs/modal-dialog';
import { useNotify } from '../notifications/notification-context';
import { useCurrentUser } from '../session/session-context';
import { heldPlanOf, isActiveMember } from '../session/team-manager';
import { VISIBILITY_CHANGED, VISIBILITY_FAILED, VISIBILITY_LABELS } from './visibility';
import './visibility-prompt.css';

type Visibility = DeckCard['visibility'];

const DESCRIPTIONS: Readonly<Record<Visibility, string>> = {
  self: 'Only you can see it.',
  team: 'Everyone in your team can see it.',
  all: 'Anyone can find and see it.',
};

/**
 * Why a visibility can't be chosen by this user, or null when it can: private decks need the plan
 * they hold to be paid, internal ones a team, and public ones a team that allows them (spec/001 §4).
 */
function refusal(
  visibility: Visibility,
  user: ReturnType<typeof useCurrentUser>,
  teamAllowsPublicDecks: boolean,
): string | null {
  if (!user) return 'Sign in first.';
  if (visibility === 'self' && !planPrivileges.privateDecks.includes(heldPlanOf(user)))
    return 'Private decks need a paid plan.';
  if (visibility === 'team' && !isActiveMember(user)) return 'Internal decks need a team.';
  if (visibility === 'all' && !teamAllowsPublicDecks) return 'Your team keeps its decks internal.';
  return null;
}

/**
 * The visibility prompt (spec/000 §4): private, internal or public, each with what it means and,
 * when the viewer's plan or team rules it out, why. The chosen deck comes back from the server.
 */
export function VisibilityPrompt<D extends DeckCard>({
  deck,
  onChanged,
  onClose,
}: {
  deck: D;
  onChanged: (deck: D) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const notify = useNotify();
  const team = useQuery({ ...teamQueryOptions(), enabled: isActiveMember(user) });
  const teamAllowsPublicDecks = team.data?.allow_public_decks ?? true;
  const titleId = useId();
  const [choice, setChoice] = useState<Visibility>(deck.visibility);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (choice === deck.visibility) return onClose();
    setBusy(true);
    try {
      const saved = await saveDeck(queryClient, deck.id, { visibility: choice });
      onChanged({ ...deck, visibility: saved.visibility, slug: saved.slug });
      notify({ type: 'positive', message: VISIBILITY_CHANGED[saved.visibility] });
      onClose();
    } catch {
      notify({ type: 'negative', message: VISIBILITY_FAILED });
      setBusy(false);
    }
  };

  return (
    <ModalDialog className="dialog visibility-prompt" labelledBy={titleId} onDismiss={onClose}>
      <form
        className="dialog__body"
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <h2 id={titleId} className="dialog__title">
          Visibility
        </h2>
        <fieldset className="visibility-prompt__options">
          <legend className="visually-hidden">Who can see “{deck.title}”</legend>
          {(['self', 'team', 'all'] as const).map((visibility) => {
            const refused = visibility === deck.visibility ? null : refusal(visibility, user, teamAllowsPublicDecks);
            const reasonId = `${titleId}-${visibility}`;
            return (
              <label key={visibility} className="visibility-prompt__option" data-disabled={refused ? true : undefined}>
                <input
                  type="radio"
                  name="visibility"
                  value={visibility}
                  checked={choice === visibility}
                  disabled={refused !== null || busy}
                  aria-describedby={reasonId}
                  onChange={() => setChoice(visibility)}
                />
                <span className="visibility-prompt__label">{VISIBILITY_LABELS[visibility]}</span>
                <span id={reasonId} className="visibility-prompt__text">
                  {DESCRIPTIONS[visibility]}
                  {refused && (
                    <>
                      {' '}
                      <strong>{refused}</strong>
                      {visibility === 'self' && (
                        <>
                          {' '}
                          <Link to="/account/upgrade">See plans</Link>
                        </>
                      )}
                    </>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
