import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '@lectern/service-kit';
import { createWarmBrowser } from './warm-browser.js';

const browser = createWarmBrowser({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  logger: createLogger('warm-browser-test', 'warn'),
});

describe('warm browser', () => {
  afterAll(() => browser.close());

  it('takes the pictures of pages open at once, each in front in turn', async () => {
    // Four pages open together (as overlapping thumbnails are), pictured at a thumbnail's scale:
    // without bringing each to the front, a page behind the others never gave its picture (the
    // protocol timed out).
    let opened = 0;
    let everyOneOpen = () => undefined as void;
    const allOpen = new Promise<void>((resolve) => (everyOneOpen = resolve));
    const pictures = await Promise.all(
      [0, 1, 2, 3].map((index) =>
        browser.withPage(async (page) => {
          await page.setViewport({ width: 960, height: 700, deviceScaleFactor: 0.5 });
          await page.setContent(`<h1 style="color: rgb(${index * 60}, 0, 0)">Page ${index}</h1>`);
          if (++opened === 4) everyOneOpen();
          await allOpen;
          const shots: number[] = [];
          for (let round = 0; round < 3; round++) {
            shots.push((await browser.inFront(page, () => page.screenshot({ type: 'webp', quality: 80 }))).length);
          }
          return shots;
        }),
      ),
    );
    expect(pictures.flat().every((size) => size > 0)).toBe(true);
  }, 60_000);

  it('lets a failed picture not hold back the next one', async () => {
    await browser.withPage(async (page) => {
      await page.setContent('<p>one</p>');
      await expect(browser.inFront(page, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
      expect((await browser.inFront(page, () => page.screenshot({ type: 'png' }))).length).toBeGreaterThan(0);
    });
  });
});
