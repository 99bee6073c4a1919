import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CurrentUser, Deck, DeckUser } from '@lectern/contracts';
import { useQuery } from '@tanstack/react-query';
import { emailProblem, onTeamDomain, type AssignableRole } from '@lectern/domain';
import { ApiError } from '../api/client';
import { inviteCollaborator, searchTeamMembers } from '../api/collaboration';
import { teamQueryOptions } from '../api/teams';
import { PromptDialog } from '../dialogs/prompt-dialog';
import { isTeamManager } from '../session/team-manager';
import { roleChoices, ROLE_LABELS } from './role-choices';
import { collaborationTexts as texts } from './texts';
import { INVITE_FAILURE_MS, INVITE_SUCCESS_MS, MEMBER_SEARCH_THROTTLE_MS } from './timings';

type Suggestion = Awaited<ReturnType<typeof searchTeamMembers>>[number];
type Outcome = { kind: 'sent' } | { kind: 'failed'; message: string } | null;

/**
 * 'Add a collaborator' (spec/001 §2, §5): an address with a role; team members are suggested to
 * enterprise users (five, never themselves); 'Add to team' for managers inviting an address that is
 * not a member's nor on the team's own domain. 'Invite sent!' shows for 2 s; a failure for 3 s, with the server's reason for the
 * address when it gives one (and the address field focused again).
 */
export function InviteDialog({
  deck,
  users,
  me,
  onClose,
}: {
  deck: Deck;
  users: readonly DeckUser[];
  me: CurrentUser;
  onClose: () => void;
}) {
  const emailId = useId();
  const problemId = useId();
  const email = useRef<HTMLInputElement>(null);
  const { roles, seatsLeft, hideEditor } = roleChoices(deck, users);
  const [address, setAddress] = useState('');
  const [role, setRole] = useState<AssignableRole>(roles.includes('editor') ? 'editor' : 'viewer');
  const [addToTeam, setAddToTeam] = useState(false);
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const suggestions = useMemberSuggestions(address, me);
  const trimmed = address.trim();
  const knownMember = suggestions.some((member) => member.email.toLowerCase() === trimmed.toLowerCase());
  const manager = isTeamManager(me);
  const team = useQuery({ ...teamQueryOptions(), enabled: manager });
  const offerTeam =
    manager && !emailProblem(trimmed) && !knownMember && !onTeamDomain(trimmed, team.data?.google_domain ?? null);

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(
      () => setOutcome(null),
      outcome.kind === 'sent' ? INVITE_SUCCESS_MS : INVITE_FAILURE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (emailProblem(trimmed)) {
      setProblem(texts.invalidEmail);
      email.current?.focus();
      return;
    }
    setProblem('');
    setSending(true);
    try {
      await inviteCollaborator(deck.id, { email: trimmed, role, add_to_team: offerTeam && addToTeam });
      setOutcome({ kind: 'sent' });
      setAddress('');
      setAddToTeam(false);
    } catch (error) {
      const reason =
        error instanceof ApiError ? (error.fields?.email?.[0] ?? error.fields?.['user.email']?.[0]) : undefined;
      setOutcome({ kind: 'failed', message: reason ? `${texts.inviteFailedWith} ${reason}` : texts.inviteFailed });
      if (reason) email.current?.focus();
    } finally {
      setSending(false);
    }
  }

  return (
    <PromptDialog title={texts.addCollaborator} className="collab-invite" onDismiss={onClose}>
      <form className="form prompt-dialog__form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="collab-invite__address">
          <label className="field__label" htmlFor={emailId}>
            Email
          </label>
          <input
            ref={email}
            id={emailId}
            className="field__input"
            type="email"
            autoComplete="off"
            list={suggestions.length > 0 ? `${emailId}-members` : undefined}
            value={address}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problemId}
            onChange={(event) => setAddress(event.target.value)}
          />
          {suggestions.length > 0 && (
            <datalist id={`${emailId}-members`}>
              {suggestions.map((member) => (
                <option key={member.id} value={member.email}>
                  {member.name}
                </option>
              ))}
            </datalist>
          )}
          <p id={problemId} className="field__problem" role="alert">
            {problem}
          </p>
        </div>
        <fieldset className="collab-roles">
          <legend className="field__label">Role</legend>
          {roles.map((choice) => (
            <label key={choice} className="checkbox">
              <input type="radio" name="role" checked={role === choice} onChange={() => setRole(choice)} />
              {ROLE_LABELS[choice]}
            </label>
          ))}
          <p className="field__hint">
            {hideEditor ? 'No editor seats left: only viewers can be added.' : `${seatsLeft} editor seats left`}
          </p>
        </fieldset>
        {offerTeam && (
          <label className="checkbox">
            <input type="checkbox" checked={addToTeam} onChange={(event) => setAddToTeam(event.target.checked)} />
            {texts.addToTeam}
          </label>
        )}
        <p className={`form-message${outcome?.kind === 'sent' ? ' form-message--positive' : ''}`} role="status">
          {outcome?.kind === 'sent' ? texts.inviteSent : (outcome?.message ?? '')}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
          <button type="submit" className="button button--primary" disabled={sending}>
            Send invite
          </button>
        </div>
      </form>
    </PromptDialog>
  );
}

/** Team members whose name or address holds what was typed, asked for at most every 500 ms, for enterprise users. */
function useMemberSuggestions(typed: string, me: CurrentUser): Suggestion[] {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const query = typed.trim();
  const enabled = me.membership !== null && query.length > 0;
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const timer = window.setTimeout(() => {
      void searchTeamMembers(query)
        .then((results) => current && setSuggestions(results))
        .catch(() => current && setSuggestions([]));
    }, MEMBER_SEARCH_THROTTLE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [enabled, query]);
  return enabled ? suggestions : [];
}
