import { useEffect, useRef } from 'react';
import type { CardElement, ProviderClient } from './provider-script';
import { upgradeTexts } from './billing-texts';
import type { useCardForm } from './use-card-form';

/** The provider's card element, mounted while the field is shown; `onReady` hands it to the form. */
export function CardField({
  client,
  labelId,
  onReady,
}: {
  client: ProviderClient;
  labelId: string;
  onReady: (card: CardElement) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const card = client.elements().create('card');
    card.mount(box.current!);
    onReady(card);
    return () => card.destroy();
  }, [client, onReady]);
  return <div ref={box} className="billing__card-field" role="group" aria-labelledby={labelId} />;
}

/** The card element once the provider's script is loaded; what is happening until then. */
export function CardFormField({ form, labelId }: { form: ReturnType<typeof useCardForm>; labelId: string }) {
  if (form.loadFailed) return <p role="alert">{upgradeTexts.cardFormFailed}</p>;
  if (!form.client) return <p role="status">{upgradeTexts.cardFormLoading}</p>;
  return <CardField client={form.client} labelId={labelId} onReady={form.cardReady} />;
}
