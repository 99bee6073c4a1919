import { useId, useState } from 'react';
import { useNotify } from '../../notifications/notification-context';
import { collaborationTexts as texts } from '../texts';

/**
 * The owner's choice (decision 0066): collaborators take turns editing, or all edit at once. Every
 * open editor of the deck opens again in the mode chosen.
 */
export function EditTogetherSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => Promise<void> }) {
  const notify = useNotify();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <div className="collab-together">
      <label className="checkbox">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={busy}
          aria-describedby={hintId}
          onChange={(event) => {
            setBusy(true);
            void onChange(event.target.checked)
              .catch(() => notify({ message: texts.editTogetherFailed, type: 'negative' }))
              .finally(() => setBusy(false));
          }}
        />
        <span>{texts.editTogether}</span>
      </label>
      <p id={hintId} className="collab-panel__hint">
        {texts.editTogetherHint}
      </p>
    </div>
  );
}
