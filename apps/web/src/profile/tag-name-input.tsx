import { useRef, useState } from 'react';
import type { Tag } from '@lectern/contracts';

/** Renames a tag in place: Enter or leaving confirms, Escape cancels (spec/000 §5). */
export function TagNameInput({ tag, onDone }: { tag: Tag; onDone: (name: string | undefined) => void }) {
  const [name, setName] = useState(tag.name);
  const done = useRef(false);
  const finish = (result: string | undefined) => {
    if (done.current) return;
    done.current = true;
    onDone(result);
  };
  return (
    <input
      className="tag-bar__input"
      aria-label="Tag name"
      value={name}
      maxLength={100}
      autoFocus
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => setName(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          finish(name);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          finish(undefined);
        }
      }}
      onBlur={() => finish(name)}
    />
  );
}
