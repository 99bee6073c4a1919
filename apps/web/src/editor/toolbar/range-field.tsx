import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { parseRange, roundRange, scrubbed, stepped, type RangeSpec } from '../../forms/range-value';

/**
 * A numeric control of the spec's range inputs: typed values are clamped and rounded when the
 * field is left or Enter is pressed; ↑/↓ step (×10 with Shift) and commit at once; dragging the
 * label sideways scrubs the value, committed once when the pointer is let go. The field shows the
 * value rounded to the spec's decimals; the model may keep more (column widths that add up to 100).
 */
export function RangeField({
  label,
  value,
  spec,
  unit,
  name,
  onCommit,
}: {
  label: string;
  value: number;
  spec: RangeSpec;
  unit?: string;
  /** The input's name, for a form that reads a value still being typed when it is submitted. */
  name?: string;
  onCommit: (value: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const shown = roundRange(value, spec);
  const scrub = useRef<{ x: number; start: number; value: number } | null>(null);
  const commit = (next: number | null) => {
    setDraft(null);
    if (next !== null && next !== shown) onCommit(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(draft === null ? null : parseRange(draft, spec));
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const from = (draft === null ? null : parseRange(draft, spec)) ?? value;
    commit(stepped(from, event.key === 'ArrowUp' ? 1 : -1, event.shiftKey, spec));
  };
  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    // A field disabled by its fieldset (the auto-animate prompt while it is off) does not scrub.
    if (event.button !== 0 || input.current?.matches(':disabled')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    scrub.current = { x: event.clientX, start: shown, value: shown };
  };
  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (!scrub.current) return;
    scrub.current.value = scrubbed(scrub.current.start, event.clientX - scrub.current.x, spec);
    setDraft(String(scrub.current.value));
  };
  const onPointerUp = () => {
    if (!scrub.current) return;
    const next = scrub.current.value;
    scrub.current = null;
    commit(next);
  };
  return (
    <label className="editor-field">
      <span
        className="editor-field__label editor-field__label--scrub"
        title="Drag sideways to change"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {label}
        {unit && <span className="editor-field__unit"> ({unit})</span>}
      </span>
      <input
        ref={input}
        className="editor-field__input"
        name={name}
        type="text"
        inputMode="decimal"
        role="spinbutton"
        aria-valuemin={spec.min}
        aria-valuemax={spec.max}
        aria-valuenow={shown}
        value={draft ?? String(shown)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit(draft === null ? null : parseRange(draft, spec))}
        onKeyDown={onKeyDown}
      />
    </label>
  );
}
