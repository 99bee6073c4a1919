import { Link } from '@tanstack/react-router';
import { useSessionState } from '../session/session-context';
import { ProfileMenu } from './profile-menu';

/** The header's session part: sign in and up when signed out, the profile dropdown when signed in. */
export function AccountLinks() {
  const { known, user } = useSessionState();
  return (
    <div className="account-links" aria-busy={!known}>
      {user && <ProfileMenu user={user} />}
      {known && !user && (
        <>
          <Link to="/users/sign_in" className="nav-link">
            Sign in
          </Link>
          <Link to="/users/sign_up" className="button button--primary button--small">
            Sign up
          </Link>
        </>
      )}
    </div>
  );
}
