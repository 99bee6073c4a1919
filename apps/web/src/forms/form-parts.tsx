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
