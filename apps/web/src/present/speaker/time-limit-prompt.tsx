import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIME_LIMIT_MAX_MIN, TIME_LIMIT_OPTIONS_MIN, timeLimitFrom } from '@lectern/deck-format';
import { saveDeck } from '../../api/decks';
import { ModalDialog } from '../../dialogs/modal-dialog';
import { genericErrorMessage } from '../../errors/generic-error';

/**
 * The speaker view's Time Limit prompt (spec/001 §2, §5): minutes from 0 to 1440 with the presets;
 * anything not a number is 0, a timer counting up. Saved to the deck, so the next talk has it too.
 */
export function TimeLimitPrompt({
  deckId,
  limit,
  onSaved,
  onClose,
}: {
  deckId: string;
  limit: number;
  onSaved: (limit: number) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const ids = useId();
  const [typed, setTyped] = useState(String(limit));
  const minutes = timeLimitFrom(typed);
  const save = useMutation({
    mutationFn: () => saveDeck(queryClient, deckId, { time_limit: minutes }),
    onSuccess: (deck) => {
      onSaved(deck.time_limit);
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };
  return (
    <ModalDialog className="dialog speaker-limit" labelledBy={`${ids}-title`} onDismiss={onClose}>
      <form className="dialog__body" onSubmit={submit} noValidate>
        <h2 id={`${ids}-title`} className="dialog__title">
          Time Limit
        </h2>
        <div className="field">
          <label htmlFor={`${ids}-minutes`} className="field__label">
            Minutes
          </label>
          <input
            id={`${ids}-minutes`}
            className="field__input"
            inputMode="numeric"
            maxLength={String(TIME_LIMIT_MAX_MIN).length}
            value={typed}
            autoFocus
            aria-describedby={`${ids}-hint`}
            onChange={(event) => setTyped(event.target.value)}
          />
          <p id={`${ids}-hint`} className="field__hint">
            {minutes === 0
              ? 'No limit: the timer counts up.'
              : `The timer counts down from ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`}
          </p>
        </div>
        <div className="speaker-limit__presets" role="group" aria-label="Time limit presets">
          {TIME_LIMIT_OPTIONS_MIN.map((preset) => (
            <button
              key={preset}
              type="button"
              className="button button--small"
              aria-pressed={minutes === preset}
              onClick={() => setTyped(String(preset))}
            >
              {preset} min
            </button>
          ))}
        </div>
        {save.isError && (
          <p className="field__problem" role="alert">
            {genericErrorMessage(save.error)}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            Save
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
