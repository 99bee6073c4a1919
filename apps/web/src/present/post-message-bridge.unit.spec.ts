import { describe, expect, it, vi } from 'vitest';
import type { RevealApi } from 'reveal.js';
import { bindPostMessageBridge, parseDeckCall } from './post-message-bridge';

const call = (message: unknown) => parseDeckCall(JSON.stringify(message));

describe('the postMessage bridge: which messages become calls', () => {
  it('takes known navigation methods with number or boolean arguments', () => {
    expect(call({ method: 'slide', args: [2, 1] })).toEqual({ method: 'slide', args: [2, 1], query: false });
    expect(call({ method: 'next' })).toEqual({ method: 'next', args: [], query: false });
    expect(call({ method: 'togglePause', args: [true] })).toEqual({
      method: 'togglePause',
      args: [true],
      query: false,
    });
    expect(call({ method: 'getTotalSlides' })).toEqual({ method: 'getTotalSlides', args: [], query: true });
  });

  it('refuses every other method, however it is spelled', () => {
    for (const method of [
      'configure',
      'setState',
      'addKeyBinding',
      'registerPlugin',
      'getConfig',
      'getRevealElement',
      'constructor',
      '__proto__',
      'toString',
      'destroy',
    ]) {
      expect(call({ method, args: [] })).toBeNull();
    }
  });

  it('refuses strings, objects, functions-as-text and too many arguments', () => {
    expect(call({ method: 'slide', args: ['javascript:alert(1)'] })).toBeNull();
    expect(call({ method: 'slide', args: [{ toString: 1 }] })).toBeNull();
    expect(call({ method: 'slide', args: [1, 2, 3, 4] })).toBeNull();
    expect(call({ method: 'togglePause', args: [1] })).toBeNull();
    expect(call({ method: 'next', args: 'x' })).toBeNull();
    expect(parseDeckCall('{"method":"slide","args":[1e999]}')).toBeNull();
    expect(parseDeckCall({ method: 'next' })).toBeNull();
    expect(parseDeckCall('{not json}')).toBeNull();
    expect(call({ namespace: 'reveal', eventName: 'callback', method: 'getIndices', result: { h: 0 } })).toBeNull();
    expect(parseDeckCall(`{"method":"next","pad":"${'x'.repeat(2000)}"}`)).toBeNull();
  });
});

describe('the postMessage bridge on a deck', () => {
  const fakeDeck = () => {
    const handlers = new Map<string, () => void>();
    return {
      slide: vi.fn(),
      getTotalSlides: vi.fn(() => 7),
      getState: () => ({ indexh: 1, indexv: 0, paused: false, overview: false, extra: 'dropped' }),
      isReady: () => true,
      on: (name: string, handler: () => void) => handlers.set(name, handler),
      off: (name: string) => handlers.delete(name),
      emit: (name: string) => handlers.get(name)?.(),
      handlers,
    };
  };

  const fakeWindow = () => {
    const target = new EventTarget() as EventTarget & { parent: { postMessage: ReturnType<typeof vi.fn> } };
    target.parent = { postMessage: vi.fn() };
    return target;
  };

  it('calls the deck and answers queries to the asking window only', () => {
    const deck = fakeDeck();
    const view = fakeWindow();
    const source = { postMessage: vi.fn() };
    const unbind = bindPostMessageBridge(
      deck as unknown as RevealApi,
      { commands: true, events: false },
      view as unknown as Window,
    );
    view.dispatchEvent(new MessageEvent('message', { data: '{"method":"slide","args":[3,0]}' }));
    expect(deck.slide).toHaveBeenCalledWith(3, 0);
    const query = new MessageEvent('message', { data: '{"method":"getTotalSlides"}', origin: 'https://host.example' });
    Object.defineProperty(query, 'source', { value: source });
    view.dispatchEvent(query);
    expect(source.postMessage).toHaveBeenCalledWith(
      JSON.stringify({ namespace: 'reveal', eventName: 'callback', method: 'getTotalSlides', result: 7 }),
      'https://host.example',
    );
    unbind();
    view.dispatchEvent(new MessageEvent('message', { data: '{"method":"slide","args":[4,0]}' }));
    expect(deck.slide).toHaveBeenCalledTimes(1);
  });

  it('tells the parent the events, with the state as plain numbers and booleans', () => {
    const deck = fakeDeck();
    const view = fakeWindow();
    const unbind = bindPostMessageBridge(
      deck as unknown as RevealApi,
      { commands: false, events: true },
      view as unknown as Window,
    );
    const state = { indexh: 1, indexv: 0, paused: false, overview: false };
    expect(view.parent.postMessage).toHaveBeenCalledWith(
      JSON.stringify({ namespace: 'reveal', eventName: 'ready', state }),
      '*',
    );
    deck.emit('slidechanged');
    expect(view.parent.postMessage).toHaveBeenLastCalledWith(
      JSON.stringify({ namespace: 'reveal', eventName: 'slidechanged', state }),
      '*',
    );
    unbind();
    expect(deck.handlers.size).toBe(0);
  });
});
