import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { SubmitButton } from '../forms/form-parts';
import { validateFields } from '../forms/form-fields';
import { required } from '../forms/required';
import { TextField } from '../forms/text-field';
import { useField } from '../forms/use-field';
import { useDocumentTitle } from '../routing/use-document-title';
import { unlockAccessToken } from '../api/access-tokens';
import { DECK_PASSWORD_OUTRO_MS } from './constants';
import { passwordFailureMessage } from './password-failure';
import { deckPasswordTexts } from './texts';
import { wobble } from './wobble';
import './deck-password.css';

export interface DeckPasswordFormProps {
  /** The private link's token, from the page's `token` query parameter. */
  token: string;
  /** Called once the password was right and the form has left, with the token carrying a frame unlock. */
  onUnlocked(framedToken: string): void;
}

/**
 * The page a password-protected private link opens first (page type `deck-password`): a wrong
 * password shakes the form and says so; the right one plays the form out, then shows the deck.
 */
export function DeckPasswordForm({ token, onUnlocked }: DeckPasswordFormProps) {
  useDocumentTitle(deckPasswordTexts.title);
  const form = useRef<HTMLFormElement>(null);
  const password = useField({ rule: required });
  const [leaving, setLeaving] = useState<string | null>(null);
  const unlocked = useRef(onUnlocked);
  unlocked.current = onUnlocked;

  useEffect(() => {
    if (leaving === null) return;
    const timer = window.setTimeout(() => unlocked.current(leaving), DECK_PASSWORD_OUTRO_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  const unlock = useMutation({
    mutationFn: (value: string) => unlockAccessToken(token, value),
    onSuccess: (framedToken) => setLeaving(framedToken),
    onError: (error) => {
      password.show(passwordFailureMessage(error));
      wobble(form.current);
      const input = form.current?.elements.namedItem('password');
      if (input instanceof HTMLInputElement) input.select();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validateFields(event.currentTarget, { password })) return;
    unlock.mutate(password.value);
  };

  return (
    <section className="deck-password" data-phase={leaving === null ? 'asking' : 'leaving'}>
      <form ref={form} className="deck-password__card form" noValidate onSubmit={onSubmit}>
        <svg className="deck-password__lock" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M7 10V7a5 5 0 0 1 10 0v3" />
          <rect x="4.5" y="10" width="15" height="11" rx="2.5" />
          <circle cx="12" cy="15.5" r="1.5" />
        </svg>
        <h1 className="deck-password__title">{deckPasswordTexts.title}</h1>
        <p className="deck-password__lead">{deckPasswordTexts.lead}</p>
        <TextField
          field={password}
          name="password"
          label={deckPasswordTexts.label}
          type="password"
          autoComplete="current-password"
          autoFocus
        />
        <SubmitButton
          label={deckPasswordTexts.submit}
          busyLabel={deckPasswordTexts.busy}
          busy={unlock.isPending || leaving !== null}
        />
      </form>
    </section>
  );
}
