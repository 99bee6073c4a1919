import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ApiSession } from './support/api-session.js';
import { signIn } from './support/accounts.js';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { editorCanvas, waitForEditor } from './support/editor.js';
import { startOwnLectern, type TestLectern } from './support/server.js';

const PASSWORD = 'a-good-password';
const OWNER = 'applied-owner';
const MEMBER = 'applied-mia';
const SHOTS = '/tmp/shots-themes-applied';
const BAND_CSS =
  '.house-band { position: absolute; left: 0; right: 0; bottom: 0; padding: 12px 40px; background: #0f766e; color: #ffffff; font-size: 28px; text-align: left; }';
const slide = (title: string) =>
  `<section><div class="sl-block" data-block-type="text" style="left:80px;top:200px;width:800px;height:auto"><div class="sl-block-content"><h1>${title}</h1></div></div></section>`;
/** What the theme's script leaves where it runs: whether it could reach the page's origin's cookies and the editor's window. */
const PROBE_SCRIPT = [
  "var probe = document.createElement('p');",
  "probe.id = 'theme-script-probe';",
  'var reached = [];',
  "try { document.cookie; reached.push('cookies'); } catch (e) {}",
  "try { if (window.parent !== window) { window.parent.document.title; reached.push('parent'); } } catch (e) {}",
  "probe.textContent = 'ran; reached: ' + (reached.join(', ') || 'nothing');",
  'document.body.append(probe);',
].join('\n');

/**
 * A team theme applied: its manager edits the default theme's markup, styling and script (the
 * preview frame runs them sandboxed); a member's deck, which follows the theme, shows the markup
 * on every slide when presented and in the editor, and runs the script when presented only; a later change of the theme shows
 * in the member's deck when it is opened again. A snippet with an [IMAGE] variable picks its picture
 * in the media library.
 */
describe('themes applied to decks', () => {
  let lectern: TestLectern;
  let managerBrowser: LaunchedBrowser;
  let memberBrowser: LaunchedBrowser;
  let manager: Page;
  let member: Page;
  let owner: ApiSession;
  let memberApi: ApiSession;
  let deck: { id: string; slug: string; version: number };

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    // Thumbnails are drawn only by a Lectern that is asked to.
    lectern = await startOwnLectern({ fontList: true, thumbnails: true });
    owner = new ApiSession(lectern.url);
    await owner.succeed('POST', '/api/v1/teams', {
      team: { name: 'Applied Themes', slug: 'applied-themes' },
      user: { username: OWNER, email: `${OWNER}@example.com`, password: PASSWORD },
    });
    await owner.succeed('PUT', '/api/v1/team', { team: { allow_scripts: true } });
    // The team's first theme is its default.
    await owner.succeed('POST', '/api/v1/themes', { theme: { name: 'House' } });
    const { invitation } = (await owner.succeed('POST', '/api/v1/team/invitations', {
      invitation: { email: `${MEMBER}@example.com` },
    })) as { invitation: { invitation_url: string } };
    memberApi = new ApiSession(lectern.url);
    await memberApi.succeed('POST', `/api/v1${new URL(invitation.invitation_url).pathname}`, {
      user: { username: MEMBER, password: PASSWORD },
    });
    // The member's deck of three slides, started from the team's default theme.
    ({ deck } = (await memberApi.succeed('POST', '/api/v1/decks', { deck: { title: 'Harbour plan' } })) as {
      deck: typeof deck;
    });
    await memberApi.succeed('PUT', `/api/v1/decks/${deck.id}`, {
      deck: { data: ['Docks', 'Cranes', 'Ships'].map(slide).join(''), version: deck.version },
    });
    managerBrowser = await launchBrowser();
    memberBrowser = await launchBrowser();
    manager = await managerBrowser.newPage();
    member = await memberBrowser.newPage();
    await signIn(manager, lectern.url, OWNER, PASSWORD);
    await signIn(member, lectern.url, MEMBER, PASSWORD);
  });

  afterAll(async () => {
    await managerBrowser?.close();
    await memberBrowser?.close();
    await lectern?.stop();
  });

  const editor = () => manager.getByRole('dialog', { name: /^Edit theme:/ });
  const preview = () => editor().frameLocator('iframe[title="Theme preview"]');
  const houseCard = () => manager.getByRole('listitem', { name: 'House', exact: true });
  const codeTab = async (tab: 'CSS' | 'HTML' | 'JS', code: string) => {
    await editor().getByRole('tab', { name: tab }).click();
    await editor().getByRole('textbox', { name: tab }).fill(code);
  };
  const saveTheme = async () => {
    await manager.keyboard.press('ControlOrMeta+s');
    await expect
      .poll(() => editor().getByRole('button', { name: 'Save', exact: true, disabled: true }).count())
      .toBe(1);
  };
  /** The slide reveal.js shows now. */
  const shownSlide = (page: Page): Locator => page.locator('.reveal .slides section.present');

  /** Waits until no transition moves the slides. */
  const settled = (page: Page) =>
    expect
      .poll(() => page.evaluate(() => document.getAnimations().filter((run) => run.playState === 'running').length))
      .toBe(0);

  /** Presents the member's deck in `view` and reads, slide after slide, the theme's band on each. */
  async function bandsWhilePresenting(view: string): Promise<string[]> {
    await member.goto(`${lectern.url}/${MEMBER}/${deck.slug}${view}`);
    await member.locator('.lectern-deck-host[data-ready="true"]').waitFor();
    const bands: string[] = [];
    for (const title of ['Docks', 'Cranes', 'Ships']) {
      await shownSlide(member).getByRole('heading', { name: title }).waitFor();
      const band = shownSlide(member).locator('.deck-theme-html .house-band');
      await band.waitFor({ state: 'visible' });
      bands.push((await band.textContent()) ?? '');
      await member.keyboard.press('ArrowRight');
    }
    return bands;
  }

  it("draws the default theme's markup, as its manager edits it, on every slide of a member's presented deck", async () => {
    const managerProblems = collectPageProblems(manager);
    const memberProblems = collectPageProblems(member);
    await manager.goto(`${lectern.url}/themes`);
    await houseCard().getByRole('button', { name: 'Edit' }).click();
    await editor().waitFor();

    // The preview frame shows the markup as it is typed, styled by the saved CSS.
    await codeTab('CSS', BAND_CSS);
    await saveTheme();
    await codeTab('HTML', '<div class="house-band" onclick="steal()">House style<script>steal()</script></div>');
    await preview().locator('.house-band', { hasText: 'House style' }).waitFor();
    await expect
      .poll(() =>
        preview()
          .locator('.house-band')
          .evaluate((band) => getComputedStyle(band).backgroundColor),
      )
      .toBe('rgb(15, 118, 110)');
    // The theme's script runs in the preview, sandboxed: no cookies, no way into the editor's page.
    await codeTab('JS', PROBE_SCRIPT);
    await expect
      .poll(() => preview().locator('#theme-script-probe').textContent(), { timeout: 15_000 })
      .toBe('ran; reached: nothing');
    expect(await seriousAccessibilityViolations(manager)).toEqual([]);
    await manager.screenshot({ path: `${SHOTS}/theme-editor-preview.png` });
    await saveTheme();
    // The server cleaned the markup and said so.
    await manager.getByText('Removed <script>').first().waitFor();
    await editor().getByRole('button', { name: 'Close' }).click();

    // The list shows the theme's picture, drawn by the export worker after the save.
    const picture = houseCard().locator('img.theme-card__thumbnail');
    await picture.waitFor({ timeout: 20_000 }).catch(async () => {
      // The worker took longer than the list's two looks (2.5 s, 5 s): the next visit shows it.
      await manager.reload();
      await picture.waitFor({ timeout: 30_000 });
    });
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(520);

    // The member presents: the band is on each slide, and the theme's script ran in the present view.
    expect(await bandsWhilePresenting('/fullscreen')).toEqual(['House style', 'House style', 'House style']);
    expect(await member.locator('#theme-script-probe').textContent()).toBe('ran; reached: cookies');
    await member.keyboard.press('Home');
    await shownSlide(member).getByRole('heading', { name: 'Docks' }).waitFor();
    await settled(member);
    await member.screenshot({ path: `${SHOTS}/member-presenting.png` });
    expect(await bandsWhilePresenting('')).toEqual(['House style', 'House style', 'House style']);
    expect(await seriousAccessibilityViolations(member)).toEqual([]);
    // The editor draws the markup, cleaned, on every slide beneath its blocks and on the navigator's
    // pictures; it never runs the script.
    await member.goto(`${lectern.url}/${MEMBER}/${deck.slug}/edit`);
    await waitForEditor(member, `${lectern.url}/${MEMBER}/${deck.slug}/edit`);
    await editorCanvas(member).block('text').waitFor();
    const slides = member.getByRole('navigation', { name: 'Slides' });
    for (const [at, title] of ['Docks', 'Cranes', 'Ships'].entries()) {
      await slides.getByRole('button', { name: `Slide ${at + 1}` }).click();
      await editorCanvas(member).canvas().getByRole('heading', { name: title }).waitFor();
      const band = editorCanvas(member).canvas().locator('.deck-theme-html .house-band');
      await band.waitFor({ state: 'visible' });
      expect(await band.textContent()).toBe('House style');
      expect(await band.getAttribute('onclick')).toBeNull();
    }
    expect(await editorCanvas(member).canvas().locator('.deck-theme-html script').count()).toBe(0);
    // The navigator's pictures of the slides draw it too.
    await expect
      .poll(() => slides.locator('.editor-thumbnail .deck-theme-html .house-band').allTextContents())
      .toEqual(['House style', 'House style', 'House style']);
    // It is beneath the blocks: the block on it is what a click there selects.
    await editorCanvas(member).block('text').click();
    await editorCanvas(member).canvas().locator('.editor-frame').first().waitFor();
    await member.screenshot({ path: `${SHOTS}/member-editing.png` });
    expect(await seriousAccessibilityViolations(member)).toEqual([]);
    expect(await member.locator('#theme-script-probe').count()).toBe(0);
    expect([...managerProblems, ...memberProblems]).toEqual([]);
  });

  it("shows the theme's later change in the member's deck when it is opened again", async () => {
    await manager.goto(`${lectern.url}/themes`);
    await houseCard().getByRole('button', { name: 'Edit' }).click();
    await editor().getByRole('radio', { name: 'black-blue' }).check();
    await codeTab('HTML', '<div class="house-band">House style, 2027</div>');
    await preview().locator('.house-band', { hasText: 'House style, 2027' }).waitFor();
    await saveTheme();
    await editor().getByRole('button', { name: 'Close' }).click();

    expect(await bandsWhilePresenting('/fullscreen')).toEqual([
      'House style, 2027',
      'House style, 2027',
      'House style, 2027',
    ]);
    expect(await member.locator('.lectern-deck-host').getAttribute('data-theme-color')).toBe('black-blue');
    await member.goto(`${lectern.url}/${MEMBER}/${deck.slug}/edit`);
    const themed = editorCanvas(member).canvas().locator('xpath=ancestor-or-self::*[@data-theme-color][1]');
    await expect.poll(() => themed.getAttribute('data-theme-color')).toBe('black-blue');
  });

  it('picks the picture of a snippet’s [IMAGE] variable in the media library and inserts it', async () => {
    const { results } = (await owner.succeed('GET', '/api/v1/themes')) as { results: { id: string; name: string }[] };
    const house = results.find((found) => found.name === 'House')!;
    await owner.succeed('PUT', `/api/v1/themes/${house.id}`, {
      theme: {
        snippets: [
          {
            title: 'Team photo',
            template:
              '<figure><img src="{{Photo [IMAGE]}}" alt="Team photo"><figcaption>{{Caption::Our team}}</figcaption></figure>',
          },
        ],
      },
    });
    // A picture in the member's media library.
    const bytes = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    const { media } = (await memberApi.succeed('POST', '/api/v1/media', {
      media: { type: 'Image', filename: 'crew.png' },
    })) as { media: { id: string; upload_url: string } };
    expect((await memberApi.upload('PUT', media.upload_url, bytes, 'image/png')).status).toBe(200);
    await memberApi.succeed('PUT', `/api/v1/media/${media.id}`, { media: { status: 'upload_complete' } });

    await member.goto(`${lectern.url}/${MEMBER}/${deck.slug}/edit`);
    await editorCanvas(member).block('text').waitFor();
    await member.getByRole('button', { name: 'Snippets' }).click();
    await member.getByRole('menuitem', { name: 'Team photo' }).click();
    const prompt = member.getByRole('dialog', { name: 'Insert snippet: Team photo' });
    // The picture is chosen, not typed: no text field for it.
    const photo = prompt.getByRole('group', { name: 'Photo [IMAGE]' });
    await photo.getByText('No file chosen').waitFor();
    expect(await prompt.getByRole('textbox').count()).toBe(1);
    await photo.getByRole('button', { name: 'Choose image' }).click();
    const library = member.getByRole('dialog', { name: 'Media Library' });
    await library.waitFor();
    expect(await seriousAccessibilityViolations(member)).toEqual([]);
    await library.getByRole('button', { name: 'crew', exact: true }).click();
    await library.waitFor({ state: 'detached' });
    await photo.getByText('crew', { exact: true }).waitFor();
    expect(await photo.getByRole('img').getAttribute('src')).toMatch(/^\/media-files\//);
    await member.screenshot({ path: `${SHOTS}/snippet-image-chosen.png` });
    await prompt.getByRole('button', { name: 'Insert' }).click();
    await prompt.waitFor({ state: 'detached' });

    const inserted = editorCanvas(member).canvas().getByRole('img', { name: 'Team photo' });
    await expect.poll(() => inserted.getAttribute('src')).toMatch(new RegExp(`^/media-files/${media.id}/`));
    await expect.poll(() => inserted.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await editorCanvas(member).canvas().getByText('Our team').count()).toBe(1);
    await member.screenshot({ path: `${SHOTS}/snippet-image-inserted.png` });
  });
});
