/** A prompt's Cancel and Save, both held while it saves. */
export function PromptActions({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="dialog__actions">
      <button type="button" className="button" disabled={busy} onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
    </div>
  );
}
