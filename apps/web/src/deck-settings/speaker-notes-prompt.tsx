import { useId, useState } from 'react';
import { SPEAKER_NOTES_MAX_LENGTH } from '@lectern/deck-format';
import { CharacterCounter } from '../forms/character-counter';
import { PromptDialog } from '../dialogs/prompt-dialog';
import { useDiscardGuard } from '../dialogs/use-discard-guard';
import './deck-settings.css';

/**
 * The Speaker Notes prompt (spec/001 §2, §5): plain text up to the maximum with a counter; Save
 * hands the notes over and closes; Cancel, Escape or a click outside ask before dropping changes.
 */
export function SpeakerNotesPrompt({
  initial,
  onSave,
  onClose,
}: {
  initial: string;
  onSave(notes: string): void;
  onClose(): void;
}) {
  const [notes, setNotes] = useState(initial);
  const { requestClose, confirmDialog } = useDiscardGuard(notes !== initial, onClose);
  const fieldId = useId();
  const counterId = useId();

  return (
    <>
      <PromptDialog title="Speaker Notes" className="speaker-notes" onDismiss={() => void requestClose()}>
        <form
          className="prompt-dialog__form"
          onSubmit={(event) => {
            event.preventDefault();
            onSave(notes);
            onClose();
          }}
        >
          <div className="prompt-field">
            <div className="prompt-field__head">
              <label htmlFor={fieldId} className="field__label">
                Notes
              </label>
              <CharacterCounter id={counterId} length={notes.length} max={SPEAKER_NOTES_MAX_LENGTH} />
            </div>
            <textarea
              id={fieldId}
              className="field__input prompt-field__textarea speaker-notes__text"
              value={notes}
              maxLength={SPEAKER_NOTES_MAX_LENGTH}
              rows={10}
              autoFocus
              aria-describedby={counterId}
              placeholder="Only you see these notes while presenting."
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => void requestClose()}>
              Cancel
            </button>
            <button type="submit" className="button button--primary">
              Save
            </button>
          </div>
        </form>
      </PromptDialog>
      {confirmDialog}
    </>
  );
}
