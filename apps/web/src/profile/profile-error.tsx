import { useEffect } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useDocumentTitle } from '../routing/use-document-title';
import { DECKS_LOAD_FAILED } from './profile-texts';

/** The profile when its decks could not be loaded (spec/000 §8). */
export function ProfileError() {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useDocumentTitle(DECKS_LOAD_FAILED);
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);
  return (
    <section className="screen screen--message" role="alert">
      <h1 className="screen__title">{DECKS_LOAD_FAILED}</h1>
      <button type="button" className="button button--primary" onClick={() => void router.invalidate()}>
        Try again
      </button>
    </section>
  );
}
