import { describe, expect, it } from 'vitest';
import { readPresenterMessage } from './presenter-channel';

describe('presenter and speaker view messages', () => {
  it('reads positions, hellos and viewer counts', () => {
    expect(readPresenterMessage({ type: 'hello' })).toEqual({ type: 'hello' });
    expect(readPresenterMessage({ type: 'subscribers', count: 12 })).toEqual({ type: 'subscribers', count: 12 });
    expect(readPresenterMessage({ type: 'position', position: { indexh: 2, indexv: 1, indexf: -1, x: 'y' } })).toEqual({
      type: 'position',
      position: { indexh: 2, indexv: 1, indexf: -1 },
    });
  });

  it('ignores anything else', () => {
    expect(readPresenterMessage('{"type":"hello"}')).toBeNull();
    expect(readPresenterMessage({ type: 'position', position: { indexh: '2', indexv: 0, indexf: 0 } })).toBeNull();
    expect(readPresenterMessage({ type: 'position', position: { indexh: 1.5, indexv: 0, indexf: 0 } })).toBeNull();
    expect(readPresenterMessage({ type: 'navigate', url: 'javascript:alert(1)' })).toBeNull();
    expect(readPresenterMessage(null)).toBeNull();
    for (const count of [-1, 1.5, '3', undefined])
      expect(readPresenterMessage({ type: 'subscribers', count })).toBeNull();
  });
});
