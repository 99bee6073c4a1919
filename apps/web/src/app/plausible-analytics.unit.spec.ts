import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlausibleAnalytics } from './plausible-analytics';

describe('the Plausible client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends a custom event with the page's address without its query or fragment", () => {
    vi.stubGlobal('window', {
      location: { origin: 'https://lectern.example', pathname: '/ada/plan', search: '?token=secret', hash: '#/2' },
    });
    const sent: [string, string][] = [];
    const analytics = createPlausibleAnalytics(
      { endpoint: 'https://stats.example/api/event', domain: 'lectern.example' },
      (endpoint, body) => sent.push([endpoint, body]),
    );
    analytics.track({ name: 'Presentation progress', percent: 50 });
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toBe('https://stats.example/api/event');
    expect(JSON.parse(sent[0]![1])).toEqual({
      name: 'Presentation progress',
      url: 'https://lectern.example/ada/plan',
      domain: 'lectern.example',
      referrer: null,
      props: { percent: '50' },
    });
  });

  it('never lets a failing send reach the page', () => {
    vi.stubGlobal('window', { location: { origin: 'https://lectern.example', pathname: '/' } });
    const analytics = createPlausibleAnalytics({ endpoint: 'https://stats.example/api/event', domain: 'x' }, () => {
      throw new Error('refused');
    });
    expect(() => analytics.track({ name: 'Home scroll depth', percent: 10 })).not.toThrow();
  });
});
