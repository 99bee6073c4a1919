import type { BillingSetup } from '@lectern/contracts';

/** The card element of the provider's browser script (Stripe.js), as the card form uses it. */
export interface CardElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}

/** The provider's browser client: its card element, and the single-use token it makes of a card. */
export interface ProviderClient {
  elements(): { create(type: 'card'): CardElement };
  createToken(card: CardElement): Promise<{ token?: { id: string }; error?: { message?: string } }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => ProviderClient;
  }
}

let loading: Promise<void> | null = null;

/**
 * Loads the provider's script once, only on the page that takes a card and only when payments are
 * configured, and answers its client for the publishable key.
 */
export async function loadProvider(setup: NonNullable<BillingSetup['payments']>): Promise<ProviderClient> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = setup.script_url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The card form could not be loaded'));
    };
    document.head.append(script);
  });
  await loading;
  if (!window.Stripe) throw new Error('The card form could not be loaded');
  return window.Stripe(setup.publishable_key);
}
