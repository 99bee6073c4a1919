import type { RevealApi } from 'reveal.js';
import { slideAnchor } from './slide-anchor';

/** Keeps the shown slide in the address (`#/h/v`), so a reload or a shared link opens on it. */
export function bindSlideAddress(deck: RevealApi): () => void {
  const write = () => {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${slideAnchor(deck.getIndices())}`);
  };
  deck.on('slidechanged', write);
  return () => deck.off('slidechanged', write);
}
