import { NewDeckButton } from '../decks';
import { ImportDeckButton } from '../exports';

export function ProfileHeader({ username, owner }: { username: string; owner: boolean }) {
  return (
    <header className="profile-header">
      <span className="avatar avatar--initial profile-header__avatar" aria-hidden="true">
        {username.charAt(0).toUpperCase()}
      </span>
      <h1 className="profile-header__name">{username}</h1>
      {owner && (
        <div className="profile-header__actions">
          <ImportDeckButton />
          <NewDeckButton />
        </div>
      )}
    </header>
  );
}
