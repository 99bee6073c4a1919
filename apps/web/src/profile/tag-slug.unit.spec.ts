import { describe, expect, it } from 'vitest';
import type { Tag } from '@lectern/contracts';
import { addressSlugOf, tagOfAddress, tagSlug } from './tag-slug';

const tag = (id: string, name: string): Tag => ({ id, name, tag_type: 'deck', decks: [], medias: [] });
const work = tag('t1', 'Work Talks');
const cafe = tag('t2', 'Café & Crème');
const tags = [work, cafe];

describe('tag slugs', () => {
  it('are the name in lowercase, accents dropped, anything else between words as one dash', () => {
    expect(tagSlug(work)).toBe('work-talks');
    expect(tagSlug(cafe)).toBe('cafe-creme');
    expect(tagSlug(tag('t3', '  Q3 / 2025 roadmap! '))).toBe('q3-2025-roadmap');
    expect(tagSlug(tag('t4', '日本語'))).toBe('日本語');
  });

  it('fall back to the id when the name has no letter or digit', () => {
    expect(tagSlug(tag('t5', '!!!'))).toBe('t5');
  });
});

describe('the tag of a profile address', () => {
  it('is the tag whose slug the path names', () => {
    expect(tagOfAddress(tags, 'cafe-creme', null)).toBe(cafe);
    expect(tagOfAddress(tags, 'unknown', null)).toBeUndefined();
  });

  it('is the default tag when the path names none', () => {
    expect(tagOfAddress(tags, undefined, 't1')).toBe(work);
    expect(tagOfAddress(tags, undefined, null)).toBeUndefined();
    expect(tagOfAddress(tags, undefined, 'deleted')).toBeUndefined();
    expect(tagOfAddress(tags, 'all', 't1')).toBeUndefined();
  });

  it('leaves the path part out for the default tag, and names "all" when the default is left', () => {
    expect(addressSlugOf(tags, cafe, null)).toBe('cafe-creme');
    expect(addressSlugOf(tags, work, 't1')).toBeUndefined();
    expect(addressSlugOf(tags, cafe, 't1')).toBe('cafe-creme');
    expect(addressSlugOf(tags, undefined, 't1')).toBe('all');
    expect(addressSlugOf(tags, undefined, null)).toBeUndefined();
    expect(addressSlugOf(tags, undefined, 'deleted')).toBeUndefined();
  });
});
