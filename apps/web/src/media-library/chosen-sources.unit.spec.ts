import { describe, expect, it } from 'vitest';
import { chosenSources } from './chosen-sources';

describe('chosenSources', () => {
  it('asks the configured sources the person chose, in the server’s order', () => {
    expect(chosenSources(['unsplash', 'giphy'], 'giphy,unsplash')).toEqual(['unsplash', 'giphy']);
    expect(chosenSources(['unsplash', 'giphy'], 'giphy')).toEqual(['giphy']);
    expect(chosenSources(['unsplash'], 'giphy')).toEqual([]);
    expect(chosenSources([], 'unsplash,giphy')).toEqual([]);
  });
});
