import { describe, expect, it } from 'vitest';
import { cancellationFeedback, surveyOrder } from './cancellation-reasons';

describe('the cancellation survey', () => {
  it('shuffles reasons 1 to 3 and keeps missing features, then other, last', () => {
    const orders = new Set<string>();
    for (const seed of [0, 0.34, 0.5, 0.67, 0.99]) {
      const order = surveyOrder(() => seed).map((reason) => reason.code);
      expect(order.slice(3)).toEqual([4, 5]);
      expect([...order.slice(0, 3)].sort()).toEqual([1, 2, 3]);
      orders.add(order.join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('sends notes trimmed, and only when there are some', () => {
    expect(cancellationFeedback(2, '   ')).toEqual({ reason_code: 2 });
    expect(cancellationFeedback(5, '  too dear ')).toEqual({ reason_code: 5, notes: 'too dear' });
  });
});
