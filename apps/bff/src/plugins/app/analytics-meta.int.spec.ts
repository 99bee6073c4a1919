import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsSettings } from '../../config.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

describe('analytics in the served pages', () => {
  let off: TestBff;
  let on: TestBff;
  beforeAll(async () => {
    off = await createTestBff();
    on = await createTestBff({
      analytics: analyticsSettings({ PLAUSIBLE_DOMAIN: 'lectern.example', PLAUSIBLE_URL: 'https://stats.example' }),
    });
    // Two servers, each starting its own embedded database.
  }, 180_000);
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });

  it('names no analytics service and allows no other site to be called when none is configured', async () => {
    const page = await off.app.inject({ url: '/' });
    expect(page.body).not.toContain('name="analytics-');
    expect(String(page.headers['content-security-policy'])).toMatch(/connect-src 'self' ws: wss:;/);
  });

  it("names the configured service's events address and domain, and allows that address alone", async () => {
    for (const url of ['/', '/alice', '/explore']) {
      const page = await on.app.inject({ url });
      expect(page.body).toContain('<meta name="analytics-endpoint" content="https://stats.example/api/event">');
      expect(page.body).toContain('<meta name="analytics-domain" content="lectern.example">');
      expect(String(page.headers['content-security-policy'])).toMatch(
        /connect-src 'self' ws: wss: https:\/\/stats\.example;/,
      );
    }
  });

  it('is off unless a domain is set, and on plausible.io unless another server is', () => {
    expect(analyticsSettings({})).toBeUndefined();
    expect(analyticsSettings({ PLAUSIBLE_URL: 'https://stats.example' })).toBeUndefined();
    expect(analyticsSettings({ PLAUSIBLE_DOMAIN: 'lectern.example' })).toEqual({
      endpoint: 'https://plausible.io/api/event',
      domain: 'lectern.example',
    });
  });
});
