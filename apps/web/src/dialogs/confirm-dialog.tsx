import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

export interface ConfirmRequest {
  title: string;
  text: string;
  confirmLabel: string;
  /** A confirmation that destroys something shows its button as a warning. */
  destructive?: boolean;
}

interface PendingConfirm extends ConfirmRequest {
  resolve: (confirmed: boolean) => void;
}

// Loaded when a first confirmation is asked: the screens that may ask (the editor among them) do not wait for it.
const ConfirmDialog = lazy(() => import('./confirm-dialog-view'));

/**
 * A confirmation popup (spec/000 §8 "Confirmations"): `confirm(request)` opens it and answers
 * whether the person confirmed. Escape, a click outside and Cancel answer no. The focus starts
 * on Cancel and returns where it was.
 */
export function useConfirm(): { confirm: (request: ConfirmRequest) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const confirm = useCallback(
    (request: ConfirmRequest) => new Promise<boolean>((resolve) => setPending({ ...request, resolve })),
    [],
  );
  const answer = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
  };
  return {
    confirm,
    dialog: pending && (
      <Suspense fallback={null}>
        <ConfirmDialog request={pending} onAnswer={answer} />
      </Suspense>
    ),
  };
}
