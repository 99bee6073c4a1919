import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../ui/constants';

/** The search box: what is typed applies 500 ms after the last keystroke; a chosen term applies at once. */
export function useSearchInput(term: string, apply: (term: string) => void) {
  const [draft, setDraft] = useState(term);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (value: string) => {
    setDraft(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(value), SEARCH_DEBOUNCE_MS);
  };

  const choose = (value: string) => {
    setDraft(value);
    clearTimeout(timer.current);
    apply(value);
  };

  return { draft, type, choose };
}
