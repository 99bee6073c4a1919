import { describe, expect, it } from 'vitest';
import { parseLineSteps, serializeLineSteps } from './line-steps';

describe('line highlight steps', () => {
  it('reads steps, lines and ranges as reveal.js does, white space aside', () => {
    expect(parseLineSteps('1|2-3|4,6')).toEqual([[{ start: 1 }], [{ start: 2, end: 3 }], [{ start: 4 }, { start: 6 }]]);
    expect(parseLineSteps(' 1 | 2 - 3 ')).toEqual([[{ start: 1 }], [{ start: 2, end: 3 }]]);
    // Numbers only, no step: the lines are numbered and none is marked.
    expect(parseLineSteps('')).toEqual([[{}]]);
    expect(parseLineSteps('x|2')).toEqual([[{}], [{ start: 2 }]]);
  });

  it('writes one step back as reveal.js gives it to the fragment showing it', () => {
    const steps = parseLineSteps('1|2-3,5|x');
    expect(steps.map((step) => serializeLineSteps([step]))).toEqual(['1', '2-3,5', '']);
    expect(serializeLineSteps(steps)).toBe('1|2-3,5|');
  });
});
