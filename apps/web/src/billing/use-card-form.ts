import { useCallback, useEffect, useRef, useState } from 'react';
import type { BillingSetup } from '@lectern/contracts';
import { loadProvider, type CardElement, type ProviderClient } from './provider-script';

/**
 * The provider's client for a card form, loaded when the form is shown, the card element it
 * mounts, and `token()`: the card as a single-use token, or the provider's message when it is refused.
 * Without a setup (payments off, or not known yet) nothing is loaded.
 */
export function useCardForm(setup: BillingSetup['payments']) {
  const [client, setClient] = useState<ProviderClient | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const card = useRef<CardElement | null>(null);
  const cardReady = useCallback((element: CardElement) => (card.current = element), []);

  useEffect(() => {
    if (!setup) return;
    let live = true;
    loadProvider(setup).then(
      (loaded) => live && setClient(loaded),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [setup]);

  async function token(): Promise<{ id: string } | { message: string | undefined }> {
    const { token, error } = await client!.createToken(card.current!);
    return token ? { id: token.id } : { message: error?.message };
  }

  return { client, loadFailed, cardReady, ready: client !== null, token };
}
