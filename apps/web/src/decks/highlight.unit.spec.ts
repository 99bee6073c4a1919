import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('search highlighting', () => {
  it('marks every case-insensitive match of a trimmed term', () => {
    expect(highlightParts('Roadmap and road trips', ' ROAD ')).toEqual([
      { text: 'Road', match: true },
      { text: 'map and ', match: false },
      { text: 'road', match: true },
      { text: ' trips', match: false },
    ]);
  });

  it('marks nothing for a term of one character or none', () => {
    expect(highlightParts('Roadmap', 'r')).toEqual([{ text: 'Roadmap', match: false }]);
    expect(highlightParts('Roadmap', '  ')).toEqual([{ text: 'Roadmap', match: false }]);
  });

  it('takes the term literally', () => {
    expect(highlightParts('Costs (Q3) + (q4)', '(q')).toEqual([
      { text: 'Costs ', match: false },
      { text: '(Q', match: true },
      { text: '3) + ', match: false },
      { text: '(q', match: true },
      { text: '4)', match: false },
    ]);
  });
});
