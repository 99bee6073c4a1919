import { Icon, type IconName } from './icons';
import type { UploadEntry, UploadState } from './upload-queue';

const STATE_TEXT: Record<UploadState, string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  failed: 'Failed',
};
const STATE_ICON: Record<UploadState, IconName> = {
  waiting: 'clock',
  uploading: 'upload',
  uploaded: 'check',
  failed: 'failed',
};

/** The upload queue (spec/001 §4): each file with its state; a failed one says why until dismissed. */
export function UploadQueuePanel({
  entries,
  onDismiss,
}: {
  entries: readonly UploadEntry[];
  onDismiss: (id: number) => void;
}) {
  if (entries.length === 0) return null;
  const count = (state: UploadState) => entries.filter((entry) => entry.state === state).length;
  const summary = [`${count('uploading')} uploading`, `${count('waiting')} waiting`].filter(
    (part) => !part.startsWith('0'),
  );
  return (
    <section className="upload-queue" aria-label="Upload queue">
      <h3 className="upload-queue__title">
        Uploads
        <span className="upload-queue__summary">{summary.join(', ')}</span>
      </h3>
      <ul className="upload-queue__list" aria-live="polite">
        {entries.map((entry) => (
          <li key={entry.id} className="upload-queue__entry" data-state={entry.state}>
            <span className="upload-queue__icon">
              <Icon name={STATE_ICON[entry.state]} />
            </span>
            <span className="upload-queue__name" title={entry.name}>
              {entry.name}
            </span>
            <span className="upload-queue__state">{STATE_TEXT[entry.state]}</span>
            {entry.state === 'failed' && (
              <>
                <p className="upload-queue__message" role="alert">
                  {entry.message}
                </p>
                <button
                  type="button"
                  className="media-icon-button"
                  aria-label={`Dismiss ${entry.name}`}
                  data-tooltip="Dismiss"
                  onClick={() => onDismiss(entry.id)}
                >
                  <Icon name="close" />
                </button>
              </>
            )}
            {entry.state === 'uploading' && <span className="upload-queue__progress" aria-hidden="true" />}
          </li>
        ))}
      </ul>
    </section>
  );
}
