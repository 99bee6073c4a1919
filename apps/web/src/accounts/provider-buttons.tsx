import './sign-in-options.css';
import type { ProviderSignInQuery, SignInProvider } from '@lectern/contracts';
import { providerSignInUrl } from '../api/sign-in';

/**
 * "Continue with {name}" for each sign-in provider: the browser goes to the BFF, which sends it on
 * to the provider (a navigation, so no form: the page's form-action allows only this site).
 * `query` is read at the click, with what the screen holds then.
 */
export function ProviderButtons({
  providers,
  query,
  label = (name) => `Continue with ${name}`,
  disabled = false,
  describedBy,
}: {
  providers: readonly SignInProvider[];
  query: () => ProviderSignInQuery;
  label?: (name: string) => string;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <div className="provider-buttons">
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="button button--block"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={() => window.location.assign(providerSignInUrl(provider.id, query()))}
        >
          {label(provider.name)}
        </button>
      ))}
    </div>
  );
}

/** Between the providers and the password form. */
export function OrDivider() {
  return (
    <p className="auth-divider">
      <span>or</span>
    </p>
  );
}
