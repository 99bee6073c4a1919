/** The form's own message, above its button; announced as it appears. */
export function FormMessage({
  message,
  tone = 'negative',
}: {
  message: string | undefined;
  tone?: 'negative' | 'positive';
}) {
  return (
    <p className={`form-message form-message--${tone}`} role={tone === 'negative' ? 'alert' : 'status'}>
      {message}
    </p>
  );
}

interface SubmitButtonProps {
  label: string;
  /** Shown while the form is sent, e.g. "Signing in…". */
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  describedBy?: string;
}

export function SubmitButton({ label, busyLabel, busy, disabled = false, describedBy }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={busy || disabled}
      aria-describedby={describedBy}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** A checkbox with its label around it. */
export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
