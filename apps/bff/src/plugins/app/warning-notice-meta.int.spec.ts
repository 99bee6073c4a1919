import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBff, type TestBff } from '../../testing/harness.js';

describe("the operator's warning notice in the served pages", () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await createTestBff({ warningNotice: 'Down on Saturday <08:00> & "09:00"' });
  });
  afterAll(() => bff?.close());

  it('names the notice, escaped, in every page', async () => {
    for (const url of ['/', '/explore', '/somebody', '/somebody/some-deck/edit']) {
      const page = await bff.app.inject({ url });
      expect(page.body).toContain(
        '<meta name="warning-notice" content="Down on Saturday &lt;08:00&gt; &amp; &quot;09:00&quot;">',
      );
    }
  });
});
