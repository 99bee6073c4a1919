import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiSession } from './support/api-session.js';
import { launchBrowser, type LaunchedBrowser, type Viewport } from './support/browser.js';
import { largestShift, paintedBoxes, presentedBoxes } from './support/first-slide-boxes.js';
import { startLectern } from './support/server.js';
import { createDeck, plainSlides, signUp, type CreatedDeck } from './present-decks.js';

const OWNER = 'first-painter';
const TEAM_OWNER = 'first-team-painter';
const VIEWPORTS: Viewport[] = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 375, height: 667 },
];
const VIEWS = ['', '/fullscreen', '/embed'];

/** A title, a text block with a list, and an image-sized box: blocks of every height rule. */
const FIRST_SLIDE =
  `<section data-id="opening">` +
  `<div class="sl-block" data-block-type="text" data-block-id="title" style="left:80px; top:40px; width:800px; height:auto;"><div class="sl-block-content"><h1>Painted once</h1></div></div>` +
  `<div class="sl-block" data-block-type="text" data-block-id="points" style="left:80px; top:220px; width:560px; height:auto;"><div class="sl-block-content"><p>Where it <strong>starts</strong> is where it <em>stays</em></p><ul><li>one</li><li>two</li></ul></div></div>` +
  `<div class="sl-block" data-block-type="shape" data-block-id="box" style="left:700px; top:400px; width:200px; height:150px;"><div class="sl-block-content" style="background:#c33"></div></div>` +
  `</section>`;

/** A team theme's markup: a band across the foot of every slide, drawn beneath the slide's blocks. */
const THEME_BAND =
  `<div class="sl-block" data-block-type="text" data-block-id="band" style="left:0px; top:620px; width:960px; height:80px;">` +
  `<div class="sl-block-content" style="background:#0f766e"><p>Team band</p></div></div>`;

describe('deck pages: the first slide the server paints is the one reveal.js shows', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  /** Each deck's address and the blocks its first slide shows. */
  let decks: { path: string; blocks: string[] }[];

  beforeAll(async () => {
    lectern = await startLectern();
    const owner = await signUp(lectern.url, OWNER, 'a-good-password');
    const own = (deck: CreatedDeck) => ({ path: `/${OWNER}/${deck.slug}`, blocks: ['box', 'points', 'title'] });
    // A deck that follows its team's theme, whose markup is drawn on the slide too.
    const team = new ApiSession(lectern.url);
    await team.succeed('POST', '/api/v1/teams', {
      team: { name: 'First Painters', slug: 'first-painters' },
      user: { username: TEAM_OWNER, email: `${TEAM_OWNER}@example.com`, password: 'a-good-password' },
    });
    const { theme } = (await team.succeed('POST', '/api/v1/themes', { theme: { name: 'Banded' } })) as {
      theme: { id: string };
    };
    await team.succeed('PUT', `/api/v1/themes/${theme.id}`, { theme: { html: THEME_BAND } });
    const themed = await createDeck(team, 'Themed painted deck', FIRST_SLIDE + plainSlides(2, 'Then'));
    decks = [
      own(await createDeck(owner, 'Painted deck', FIRST_SLIDE + plainSlides(3, 'Next'), { theme_font: 'palatino' })),
      // Another shape and every setting the layout reads: centred, a wider margin, no upsizing.
      own(
        await createDeck(owner, 'Wide painted deck', FIRST_SLIDE + plainSlides(2, 'After'), {
          width: 1280,
          height: 720,
          margin: 0.1,
          center: true,
          upsizing_enabled: false,
          theme_font: 'league',
          theme_color: 'black-orange',
        }),
      ),
      { path: `/${TEAM_OWNER}/${themed.slug}`, blocks: ['band', 'box', 'points', 'title'] },
    ];
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const measure = async (page: Page, url: string, blocks: string[]) => {
    const painted = await paintedBoxes(page, url);
    expect(Object.keys(painted).sort(), url).toEqual(blocks);
    return largestShift(painted, await presentedBoxes(page, url));
  };

  for (const viewport of VIEWPORTS) {
    it(`moves and resizes no block of the first slide at ${viewport.width}×${viewport.height}`, async () => {
      const page = await browser.newPage(viewport);
      try {
        const shifts: Record<string, number> = {};
        for (const deck of decks)
          for (const view of VIEWS) {
            const path = `${deck.path}${view}`;
            shifts[path] = await measure(page, `${lectern.url}${path}`, deck.blocks);
          }
        for (const [path, shift] of Object.entries(shifts)) expect(shift, path).toBeLessThanOrEqual(1);
      } finally {
        await page.close();
      }
    });
  }

  it("preloads the theme font's faces the first slide is set in", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${lectern.url}${decks[0]!.path}`);
      const preloads = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
        links.map((link) => link.getAttribute('href')),
      );
      expect(preloads).toEqual([
        expect.stringMatching(/libre-baskerville-latin-400-normal/),
        expect.stringMatching(/libre-baskerville-latin-700-normal/),
        // The slide's emphasis: found late, its fetch would hold the first paint back.
        expect.stringMatching(/libre-baskerville-latin-400-italic/),
      ]);
    } finally {
      await page.close();
    }
  });
});
