import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaItem } from '@lectern/contracts';
import { createMediaFromUrl, mediaCache } from '../api/media';
import type { MediaLibraryName } from '../api/media-library-name';
import { ModalDialog } from '../dialogs/modal-dialog';
import { encodedAddress } from './encoded-address';
import { libraryTexts } from './texts';
import { uploadFailureMessage, type MediaType } from './upload-rules';

/**
 * Insert from URL (spec/001 §2 "a link button in the header offers inserting from a URL", §5): the
 * server fetches the file into the library, checked as an upload is; `onInserted` receives it.
 */
export function UrlPrompt({
  library,
  only,
  onInserted,
  onClose,
}: {
  library: MediaLibraryName;
  only?: MediaType;
  onInserted: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const ids = useId();
  const [address, setAddress] = useState('');
  const insert = useMutation({
    mutationFn: () => createMediaFromUrl(library, encodedAddress(address), only),
    onSuccess: (item) => {
      mediaCache.put(client, library, item);
      void mediaCache.refreshUsage(client);
      onInserted(item);
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (address.trim() !== '' && !insert.isPending) insert.mutate();
  };
  const problem = insert.isError ? uploadFailureMessage(insert.error) : null;
  return (
    <ModalDialog className="dialog media-url-prompt" labelledBy={`${ids}-title`} onDismiss={onClose}>
      <form className="dialog__body" onSubmit={submit} noValidate>
        <h2 id={`${ids}-title`} className="dialog__title">
          {libraryTexts.fromUrl}
        </h2>
        <div className="field">
          <label htmlFor={`${ids}-address`} className="field__label">
            {only === 'Image' ? libraryTexts.fromUrlImageAddress : libraryTexts.fromUrlAddress}
          </label>
          <input
            id={`${ids}-address`}
            className="field__input"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={2000}
            value={address}
            autoFocus
            aria-invalid={problem !== null}
            aria-describedby={`${ids}-hint${problem ? ` ${ids}-problem` : ''}`}
            onChange={(event) => setAddress(event.target.value)}
          />
          <p id={`${ids}-hint`} className="field__hint">
            {libraryTexts.fromUrlHint}
          </p>
          {problem && (
            <p id={`${ids}-problem`} className="field__problem" role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={insert.isPending}>
            {insert.isPending ? libraryTexts.fromUrlFetching : libraryTexts.fromUrlInsert}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
