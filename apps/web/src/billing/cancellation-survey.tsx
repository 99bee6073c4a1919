import { useId, useState } from 'react';
import { ModalDialog } from '../dialogs/modal-dialog';
import { CANCELLATION_NOTES_MAX, cancellationFeedback, surveyOrder } from './cancellation-reasons';
import { surveyTexts } from './billing-texts';

/**
 * The cancellation survey (spec/002 §4, §5): a reason (1 to 3 shuffled, 'other' last), then a
 * notes box once a first reason is chosen; notes at most 1000 characters, sent only if non-empty.
 */
export function CancellationSurvey({
  busy,
  onCancel,
  onDismiss,
}: {
  busy: boolean;
  onCancel: (feedback: { reason_code: number; notes?: string }) => void;
  onDismiss: () => void;
}) {
  const id = useId();
  const [reasons] = useState(() => surveyOrder());
  const [reason, setReason] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  return (
    <ModalDialog className="dialog" labelledBy={`${id}-title`} onDismiss={onDismiss}>
      <form
        className="dialog__body"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason !== null) onCancel(cancellationFeedback(reason, notes));
        }}
      >
        <h2 id={`${id}-title`} className="dialog__title">
          {surveyTexts.title}
        </h2>
        <fieldset className="billing__choice billing__choice--stacked">
          <legend className="dialog__text">{surveyTexts.question}</legend>
          {reasons.map((choice) => (
            <label key={choice.code}>
              <input
                type="radio"
                name={`${id}-reason`}
                checked={reason === choice.code}
                onChange={() => setReason(choice.code)}
              />{' '}
              {choice.label}
            </label>
          ))}
        </fieldset>
        {reason !== null && (
          <label className="billing__notes">
            <span className="field__label">{surveyTexts.notes}</span>
            <textarea
              className="field__input"
              value={notes}
              maxLength={CANCELLATION_NOTES_MAX}
              rows={4}
              onChange={(event) => setNotes(event.target.value)}
            />
          </label>
        )}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onDismiss}>
            {surveyTexts.keep}
          </button>
          <button type="submit" className="button button--danger" disabled={reason === null || busy} aria-busy={busy}>
            {surveyTexts.confirm}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
