import './file-sync.css';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileSyncConnectProblem } from '@lectern/contracts';
import { disconnectFileSync, fileSyncQueryOptions, startFileSyncConnection } from '../api/file-sync';
import { useNotify } from '../notifications/notification-context';
import { fileSyncTexts } from './account-texts';

/**
 * One's own Dropbox, to save exports to (spec/000 §7 "export to a file-sync service"): connect it
 * through Dropbox's consent page, or disconnect it. Nothing at all when the operator has not set
 * Dropbox up. `problem` and `connected` are what the way back from Dropbox said.
 */
export function FileSyncConnection({ problem, connected }: { problem?: string; connected: boolean }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const status = useQuery(fileSyncQueryOptions());
  const [failure, setFailure] = useState<string>();
  const connect = useMutation({
    mutationFn: startFileSyncConnection,
    onSuccess: ({ authorize_url }) => window.location.assign(authorize_url),
    onError: () => setFailure(fileSyncTexts.connectFailed),
  });
  const disconnect = useMutation({
    mutationFn: disconnectFileSync,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: fileSyncQueryOptions().queryKey });
      notify({ type: 'positive', message: fileSyncTexts.disconnected });
    },
    onError: () => setFailure(fileSyncTexts.disconnectFailed),
  });

  const sync = status.data;
  if (!sync?.configured) return null;
  const told =
    problem && problem in fileSyncTexts.problems
      ? fileSyncTexts.problems[problem as FileSyncConnectProblem]
      : undefined;
  const alert = failure ?? told ?? (sync.ended === 'revoked' ? fileSyncTexts.revoked : undefined);
  return (
    <section className="file-sync" aria-labelledby="file-sync-title">
      <h2 className="file-sync__title" id="file-sync-title">
        {sync.provider}
      </h2>
      {alert && (
        <p className="form-message form-message--negative" role="alert">
          {alert}
        </p>
      )}
      {sync.connected ? (
        <>
          <p className="form__note" role={connected ? 'status' : undefined}>
            {fileSyncTexts.connected}
          </p>
          <button
            type="button"
            className="button"
            disabled={disconnect.isPending}
            onClick={() => {
              setFailure(undefined);
              disconnect.mutate();
            }}
          >
            {disconnect.isPending ? 'Disconnecting…' : `Disconnect ${sync.provider}`}
          </button>
        </>
      ) : (
        <>
          <p className="form__note">{fileSyncTexts.notConnected}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={connect.isPending}
            onClick={() => {
              setFailure(undefined);
              connect.mutate();
            }}
          >
            {connect.isPending ? 'Connecting…' : `Connect ${sync.provider}`}
          </button>
        </>
      )}
    </section>
  );
}
