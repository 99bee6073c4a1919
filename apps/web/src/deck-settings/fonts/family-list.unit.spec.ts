import { describe, expect, it } from 'vitest';
import { chosenCount, completeFamily, offeredFamilies, typedFamily } from './family-list';

describe('the Google Fonts family field', () => {
  it('completes the family after the last comma', () => {
    expect(typedFamily('Roboto, Op')).toBe('Op');
    expect(typedFamily('  Lat ')).toBe('Lat');
    expect(typedFamily('Roboto,')).toBe('');
    expect(completeFamily('Roboto, Op', 'Open Sans')).toBe('Roboto, Open Sans');
    expect(completeFamily('Lat', 'Lato')).toBe('Lato');
    expect(completeFamily('Lato,Rob', 'Roboto Mono')).toBe('Lato, Roboto Mono');
  });

  it('offers neither a family already chosen nor one that would pass the limit', () => {
    expect(offeredFamilies('Roboto, roboto m', ['Roboto', 'Roboto Mono', 'Roboto Slab'], 255)).toEqual([
      'Roboto Mono',
      'Roboto Slab',
    ]);
    // The family being typed is not yet chosen.
    expect(offeredFamilies('Roboto', ['Roboto', 'Roboto Mono'], 255)).toEqual(['Roboto', 'Roboto Mono']);
    const long = `${'A'.repeat(240)}, Rob`;
    expect(offeredFamilies(long, ['Roboto', 'Roboto Condensed'], 255)).toEqual(['Roboto']);
  });

  it('counts the fonts chosen, once each', () => {
    expect(chosenCount('')).toBe('0 fonts chosen');
    expect(chosenCount('Roboto')).toBe('1 font chosen');
    expect(chosenCount('Roboto, Lato,  Roboto , ')).toBe('2 fonts chosen');
  });
});
