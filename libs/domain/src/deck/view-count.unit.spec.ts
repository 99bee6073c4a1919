import { describe, expect, it } from 'vitest';
import { formatViewCount, formatViews } from './view-count.js';

describe('formatViewCount', () => {
  it('shows counts under 10000 as they are', () => {
    expect([0, 7, 999, 9999].map(formatViewCount)).toEqual(['0', '7', '999', '9999']);
  });

  it('shows 10000 and more in thousands with one decimal', () => {
    expect([10_000, 12_345, 99_960, 1_234_567].map(formatViewCount)).toEqual(['10.0k', '12.3k', '100.0k', '1234.6k']);
  });
});

describe('formatViews', () => {
  it('says view for one and views otherwise', () => {
    expect([0, 1, 2, 12_345].map(formatViews)).toEqual(['0 views', '1 view', '2 views', '12.3k views']);
  });
});
