import { useId, useRef, useState } from 'react';
import { ModalDialog } from '../../dialogs/modal-dialog';
import { TUTORIAL_STEPS } from './tutorial-steps';
import './editor-tutorial.css';

/**
 * The tutorial overlay (spec/001 §2, spec/002 §4): its steps go forward and back; the last one
 * shows 'Get started' and hides 'Skip'; Escape or a click outside closes it.
 */
export function EditorTutorial({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState(0);
  const titleId = useId();
  const textId = useId();
  const forward = useRef<HTMLButtonElement>(null);
  const last = step === TUTORIAL_STEPS.length - 1;
  const { title, text } = TUTORIAL_STEPS[step]!;

  return (
    <ModalDialog className="tutorial" labelledBy={titleId} describedBy={textId} onDismiss={onClose}>
      <div className="tutorial__body">
        <p className="tutorial__count">
          Step {step + 1} of {TUTORIAL_STEPS.length}
        </p>
        <h2 id={titleId} className="tutorial__title">
          {title}
        </h2>
        <p id={textId} className="tutorial__text">
          {text}
        </p>
        <div className="tutorial__actions">
          {!last && (
            <button type="button" className="link-button tutorial__skip" onClick={onClose}>
              Skip
            </button>
          )}
          {step > 0 && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setStep(step - 1);
                // Back goes away on the first step: the focus stays in the tutorial.
                if (step === 1) forward.current?.focus();
              }}
            >
              Back
            </button>
          )}
          <button
            ref={forward}
            type="button"
            className="button button--primary"
            onClick={last ? onClose : () => setStep(step + 1)}
          >
            {last ? 'Get started' : 'Next'}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
