import { useEffect } from 'react';
import type { RevealApi } from 'reveal.js';
import type { LiveClientMessage } from '@lectern/contracts';
import { LIVE_POINTER_SEND_MS } from '../../constants';
import { pointerOver, type PointerPosition } from '../pointer';
import { throttle } from '../throttle';

/**
 * While the presenter shows the audience their pointer: where it is over the slide, whether it is
 * pressed, and when it leaves the slide, at most every 50 ms (`live:pointer`, spec/001 §3).
 */
export function usePointerPublishing(
  reveal: RevealApi | null,
  enabled: boolean,
  send: (message: LiveClientMessage) => boolean,
) {
  useEffect(() => {
    if (!reveal || !enabled) return;
    const slides = reveal.getSlidesElement();
    if (!slides) return;
    let position: PointerPosition = { x: 0.5, y: 0.5, outside: true, down: false };
    const sendPosition = throttle(() => send({ type: 'live:pointer', ...position }), LIVE_POINTER_SEND_MS);
    const at = (event: PointerEvent, down = position.down) => {
      position = pointerOver(slides.getBoundingClientRect(), event.clientX, event.clientY, down);
      sendPosition();
    };
    const onMove = (event: PointerEvent) => at(event);
    const onDown = (event: PointerEvent) => at(event, true);
    const onUp = (event: PointerEvent) => at(event, false);
    const onLeave = () => {
      position = { ...position, outside: true, down: false };
      sendPosition();
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerdown', onDown);
    window.addEventListener('pointerup', onUp);
    document.documentElement.addEventListener('pointerleave', onLeave);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointerup', onUp);
      document.documentElement.removeEventListener('pointerleave', onLeave);
      sendPosition.cancel();
      send({ type: 'live:pointer', ...position, outside: true, down: false });
    };
  }, [reveal, enabled, send]);
}
