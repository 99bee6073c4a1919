import { Link } from '@tanstack/react-router';
import { useSession } from './use-session';

/** The header's session links: sign in and up when signed out, account and sign out when signed in. */
export function AccountLinks() {
  const session = useSession();
  return (
    <div className="account-links" aria-busy={session === 'pending'}>
      {session === 'signed-out' && (
        <>
          <Link to="/users/sign_in" className="nav-link">
            Sign in
          </Link>
          <Link to="/users/sign_up" className="button button--primary button--small">
            Sign up
          </Link>
        </>
      )}
      {session === 'signed-in' && (
        <>
          <Link to="/users/edit" className="nav-link">
            Account
          </Link>
          <Link to="/users/sign_out" className="nav-link">
            Sign out
          </Link>
        </>
      )}
    </div>
  );
}
