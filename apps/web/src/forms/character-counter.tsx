import { counterWarns } from './counter';
import './character-counter.css';

/** How many characters a text field holds out of its maximum; red above 95 percent of it. */
export function CharacterCounter({ length, max, id }: { length: number; max: number; id?: string }) {
  const warns = counterWarns(length, max);
  return (
    <span
      id={id}
      className={warns ? 'character-counter character-counter--warning' : 'character-counter'}
      data-warning={warns || undefined}
      aria-label={`${length} of ${max} characters`}
    >
      {length}/{max}
    </span>
  );
}
