import { useEffect } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useDocumentTitle } from '../routing/use-document-title';
import { genericErrorMessage } from './generic-error';

/** Every screen's error component: the next generic message in rotation and a way to try again. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const message = genericErrorMessage(error);
  useDocumentTitle(message);

  // Lets a suspense query that failed fetch again when the screen is retried.
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <section className="screen screen--message" role="alert">
      <h1 className="screen__title">{message}</h1>
      <button type="button" className="button button--primary" onClick={() => void router.invalidate()}>
        Try again
      </button>
    </section>
  );
}
