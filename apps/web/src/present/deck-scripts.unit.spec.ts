import { describe, expect, it } from 'vitest';
import { forgetReload, reloadForScripts } from './deck-scripts';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('reloading a present page for its scripts', () => {
  it('reloads an address once, so a page the server will not open is not reloaded again and again', () => {
    const storage = memoryStorage();
    expect(reloadForScripts(storage, '/ada/charts')).toBe(true);
    expect(reloadForScripts(storage, '/ada/charts')).toBe(false);
    expect(reloadForScripts(storage, '/ada/charts/fullscreen')).toBe(true);
  });

  it('may reload an address again once the page it asked for came', () => {
    const storage = memoryStorage();
    reloadForScripts(storage, '/ada/charts');
    forgetReload(storage, '/ada/other');
    expect(reloadForScripts(storage, '/ada/charts')).toBe(false);
    forgetReload(storage, '/ada/charts');
    expect(reloadForScripts(storage, '/ada/charts')).toBe(true);
  });
});
