import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ApiError } from '../api/client';
import { fileSyncQueryOptions, saveExportToFileSync } from '../api/file-sync';

const FAILED = 'Dropbox did not take the file. Please try again.';
/** Answers that mean the connection is gone: the status is read again, so the dialog offers to connect. */
const CONNECTION_GONE = new Set(['file_sync_not_connected', 'file_sync_revoked']);

/**
 * Saving a finished export to one's own Dropbox (spec/000 §7 "export to a file-sync service"): a
 * button once it is connected, a way to the account settings to connect it otherwise, nothing
 * when the operator has not set Dropbox up.
 */
export function SaveToFileSync({ deckId, exportId }: { deckId: string; exportId: string }) {
  const queryClient = useQueryClient();
  const status = useQuery(fileSyncQueryOptions());
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: () => saveExportToFileSync(deckId, exportId),
    onMutate: () => setProblem(undefined),
    onError: (error) => {
      setProblem(error instanceof ApiError ? error.message : FAILED);
      if (error instanceof ApiError && CONNECTION_GONE.has(error.code))
        void queryClient.invalidateQueries({ queryKey: fileSyncQueryOptions().queryKey });
    },
  });

  const sync = status.data;
  if (!sync?.configured) return null;
  return (
    <div className="export-dialog__sync">
      {sync.connected ? (
        <button type="button" className="button" disabled={save.isPending} onClick={() => save.mutate()}>
          {save.isPending ? `Saving to ${sync.provider}…` : `Save to ${sync.provider}`}
        </button>
      ) : (
        <p className="export-dialog__hint">
          <Link to="/users/edit">Connect your {sync.provider}</Link> in your account settings to save exports there.
        </p>
      )}
      {save.isSuccess && (
        <p className="export-dialog__saved" role="status">
          Saved to your {sync.provider} as {save.data.path}
        </p>
      )}
      {problem && (
        <p className="form-message form-message--negative" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
