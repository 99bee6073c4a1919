import { useId, useState } from 'react';
import { copyText } from './copy-text';
import './copy-field.css';

/** A read-only address with its Copy button (`copyLabel` names the button for readers), as the share dialog shows them. */
export function CopyField({
  label,
  value,
  copyLabel,
  className,
}: {
  label: string;
  value: string;
  copyLabel: string;
  className: string;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className={className}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="share-panel__copy">
        <input
          id={id}
          className="field__input"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="button"
          aria-label={copyLabel}
          onClick={() => void copyText(value).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
