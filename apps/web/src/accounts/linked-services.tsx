import { useQuery } from '@tanstack/react-query';
import type { SignInProvider } from '@lectern/contracts';
import { linkedServicesQueryOptions } from '../api/sign-in';
import { ProviderButtons } from './provider-buttons';

/**
 * The sign-in providers linked to one's account (the `services` call), and a way to link each of
 * the others: through the provider, then the account's password.
 */
export function LinkedServices({ providers }: { providers: readonly SignInProvider[] }) {
  const services = useQuery(linkedServicesQueryOptions());
  if (!services.data) return <p className="form__note">{services.isError ? 'Failed to load' : 'Loading…'}</p>;
  const linked = services.data.services;
  const others = providers.filter((provider) => !linked.some((service) => service.provider === provider.id));
  return (
    <div className="linked-services">
      {linked.length === 0 ? (
        <p className="form__note">No sign-in service is linked to your account.</p>
      ) : (
        <ul className="linked-services__list" aria-label="Linked sign-in services">
          {linked.map((service) => (
            <li key={service.provider}>
              <strong>{service.name}</strong> <span className="linked-services__email">{service.email}</span>
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <ProviderButtons providers={others} label={(name) => `Link ${name}`} query={() => ({ intent: 'link' })} />
      )}
    </div>
  );
}
