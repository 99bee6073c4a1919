import type { DeckUser } from '@lectern/contracts';
import { presenceOf, type PresenceMap } from './presence';
import { displayName } from './use-handover';

const PRESENCE_LABELS = { online: 'online', idle: 'idle', inactive: 'inactive', unknown: 'status unknown' } as const;
const ROLE_NAMES = { owner: 'Owner', admin: 'Admin', editor: 'Editor', viewer: 'Viewer' } as const;

/**
 * The deck's users with their presence (online, idle, inactive), the slide they are on, who edits
 * and who types. While this page's connection is down (`presence` null) nobody's presence is
 * known: the list says so instead of showing what it last heard. Admins and the owner open a
 * collaborator (never the owner) to change or remove them.
 */
export function UserList({
  users,
  presence,
  typing,
  me,
  slideLabel,
  onEdit,
}: {
  users: readonly DeckUser[];
  presence: PresenceMap | null;
  typing: readonly string[];
  me: string;
  slideLabel: (slideId: string | null) => string | null;
  onEdit: ((user: DeckUser) => void) | null;
}) {
  return (
    <ul className="collab-users" aria-label="People on this deck">
      {users.map((user) => {
        const state = user.pending ? 'inactive' : presence ? presenceOf(presence, user.user_id) : 'unknown';
        const slide =
          presence && state !== 'inactive' ? slideLabel(presence.get(user.user_id ?? '')?.slideId ?? null) : null;
        const details = [
          ROLE_NAMES[user.role],
          user.pending ? 'invited' : PRESENCE_LABELS[state],
          user.editing ? 'editing' : null,
          slide,
          user.user_id !== null && typing.includes(user.user_id) ? 'typing…' : null,
        ].filter(Boolean);
        const name = `${displayName(user)}${user.user_id === me ? ' (you)' : ''}`;
        const content = (
          <>
            <span className={`collab-presence collab-presence--${state}`} aria-hidden="true" />
            <span className="collab-users__name">{name}</span>
            <span className="collab-users__details">{details.join(' · ')}</span>
          </>
        );
        return (
          <li
            key={user.id}
            className="collab-users__user"
            data-presence={state}
            data-editing={user.editing || undefined}
          >
            {onEdit && user.role !== 'owner' ? (
              <button type="button" className="collab-users__edit" onClick={() => onEdit(user)}>
                {content}
              </button>
            ) : (
              <div className="collab-users__row">{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
