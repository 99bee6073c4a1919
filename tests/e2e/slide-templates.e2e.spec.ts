import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createDeck } from './present-decks.js';
import { ApiSession } from './support/api-session.js';
import { signIn, signUp } from './support/accounts.js';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { collectPageProblems, DESKTOP_VIEWPORT, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { editorCanvas, waitForEditor } from './support/editor.js';
import { startLectern } from './support/server.js';

const PASSWORD = 'a-good-password';
const COVER = `<section data-id="cover"><div class="sl-block" data-block-type="text" data-block-id="t1" style="left:96px;top:250px;width:768px;height:auto"><div class="sl-block-content"><h1>Quarterly review</h1></div></div></section>`;
const FIELD_NOTES = `<section><div class="sl-block" data-block-type="text" style="left:96px;top:250px;width:768px;height:auto"><div class="sl-block-content"><h1>Field notes</h1></div></div></section>`;
/** The Brand theme's markup, drawn on every slide of its decks. */
const BRAND_HTML = '<p class="brand-band">Brand band</p>';
/** A snippet of the Brand theme with markup a save cleans: a slide that holds it loses the element. */
const SIGNED_NOTE = '<p><font color="teal">Signed by the team</font></p>';
const GENERIC_ERROR =
  /^(Oops, something went wrong|We ran into an unexpected error|Something's wong, can you try that again\?)$/;

/**
 * Slide templates: a team manager saves a slide of theirs as a team template for the team's default
 * theme; a member starts a new deck from that theme's templates, opens the template browser from
 * the editor (it opens on the team's page), inserts that template and a default one after the
 * current slide, undoes and redoes, and closes the browser with Escape; the deck, presented, shows
 * the theme's markup on each slide, as do the navigator's pictures and the template cards. A
 * template kept for another theme is semi-hidden for the manager and not offered to the member.
 * The member publishes a deck of theirs from the browser and forks one from the new-deck picker.
 */
describe('slide templates', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let owner: ApiSession;
  let deckPath: string;
  let memberApi: ApiSession;
  let fieldNotes: { id: string; slug: string };

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    owner = new ApiSession(lectern.url);
    await owner.succeed('POST', '/api/v1/teams', {
      team: { name: 'Template Works', slug: 'template-works' },
      user: { username: 'tpl-owner', email: 'tpl-owner@example.com', password: PASSWORD },
    });
    const { invitation } = (await owner.succeed('POST', '/api/v1/team/invitations', {
      invitation: { email: 'tpl-mia@example.com' },
    })) as { invitation: { invitation_url: string } };
    memberApi = new ApiSession(lectern.url);
    await memberApi.succeed('POST', `/api/v1${new URL(invitation.invitation_url).pathname}`, {
      user: { username: 'tpl-mia', password: PASSWORD },
    });
    // A deck of the member's that only the team sees yet.
    fieldNotes = await createDeck(memberApi, 'Field notes', FIELD_NOTES, { visibility: 'team' });
    // The team's first theme is its default: new decks of its members start from it.
    const brand = (await owner.succeed('POST', '/api/v1/themes', {
      theme: { name: 'Brand', color: 'black-mint', font: 'league' },
    })) as { theme: { id: string } };
    await owner.succeed('PUT', `/api/v1/themes/${brand.theme.id}`, {
      theme: { html: BRAND_HTML, snippets: [{ title: 'Signed note', template: SIGNED_NOTE }] },
    });
    const quiet = (await owner.succeed('POST', '/api/v1/themes', { theme: { name: 'Quiet' } })) as {
      theme: { id: string };
    };
    // A team template kept for the other theme only.
    const quietOnly = (await owner.succeed('POST', '/api/v1/team/slide_templates', {
      slide_template: { label: 'Quiet agenda', html: '<section><h2>Agenda</h2></section>' },
    })) as { slide_template: { id: string } };
    await owner.succeed('POST', `/api/v1/themes/${quiet.theme.id}/add_slide_template`, {
      slide_template_ids: [quietOnly.slide_template.id],
    });
    const deck = await createDeck(owner, 'Quarterly', COVER);
    deckPath = `/tpl-owner/${deck.slug}/edit`;
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
  const templateBrowser = (page: Page) => page.getByRole('dialog', { name: 'Slide templates' });
  const openBrowser = async (page: Page) => {
    await page.getByRole('button', { name: 'Templates', exact: true }).click();
    await templateBrowser(page).waitFor();
  };
  /** The Brand theme's markup where `slide` draws a slide. */
  const brandBand = (slide: Locator) => slide.locator('.deck-theme-html .brand-band');
  /** The pictures of the editor's navigator (hidden from readers: the canvas says what they show). */
  const navigatorPictures = (page: Page) =>
    page.getByRole('navigation', { name: 'Slides' }).locator('.editor-thumbnail');
  const slideNames = (page: Page) =>
    page
      .getByRole('navigation', { name: 'Slides' })
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));

  it('lets a manager save the current slide as a team template and choose the theme it is offered for', async () => {
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await signIn(page, lectern.url, 'tpl-owner', PASSWORD);
    await page.goto(`${lectern.url}${deckPath}`);
    await waitForEditor(page, `${lectern.url}${deckPath}`);
    await editorCanvas(page).canvas().getByRole('heading', { name: 'Quarterly review' }).waitFor();
    // The theme's markup is drawn on the slide's picture in the navigator, as on the canvas.
    expect(await brandBand(navigatorPictures(page).first()).textContent()).toBe('Brand band');
    expect(await brandBand(editorCanvas(page).canvas()).textContent()).toBe('Brand band');

    // No team template is offered for this deck's theme yet: the browser opens on the defaults.
    await openBrowser(page);
    const dialog = templateBrowser(page);
    expect(await dialog.getByRole('tab', { name: 'Default' }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('button', { name: 'Insert Title and text' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await dialog.getByRole('tab', { name: 'Team templates' }).click();
    // The manager sees the template kept for the other theme, semi-hidden.
    const quiet = dialog.getByRole('listitem').filter({ hasText: 'Quiet agenda' });
    await quiet.getByText('Not offered for this deck’s theme').waitFor();
    expect(await quiet.evaluate((card) => card.classList.contains('template-card--unavailable'))).toBe(true);
    await dialog.getByText('Templates you save for the team are available to all its members.').waitFor();

    await dialog.getByRole('button', { name: 'Save current slide' }).click();
    const save = page.getByRole('dialog', { name: 'Save slide as team template' });
    const name = save.getByRole('textbox', { name: 'Name' });
    expect(await name.inputValue()).toBe('Quarterly review');
    await name.fill('Quarterly cover');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await save.getByRole('button', { name: 'Save' }).click();
    await notice(page, 'Template saved!').waitFor();
    await save.waitFor({ state: 'detached' });
    const cover = dialog.getByRole('listitem').filter({ hasText: 'Quarterly cover' });
    await cover.getByRole('button', { name: 'Insert Quarterly cover' }).waitFor();
    // Drawn in the deck's theme, with its markup.
    expect(await cover.locator('.slide-thumbnail').getAttribute('data-theme-color')).toBe('black-mint');
    expect(await brandBand(cover).textContent()).toBe('Brand band');

    // Offered for the team's Brand theme only.
    await cover.getByRole('button', { name: 'Edit themes: Quarterly cover' }).click();
    const themes = page.getByRole('dialog', { name: 'Themes for “Quarterly cover”' });
    await themes.getByRole('checkbox', { name: 'Brand' }).check();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await themes.getByRole('button', { name: 'Save' }).click();
    await notice(page, 'Template themes saved').waitFor();
    await themes.waitFor({ state: 'detached' });
    await page.screenshot({ path: '/tmp/slide-templates-manager.png' });

    // The theme's snippet puts markup on the slide that a save cleans.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Snippets' }).click();
    await page.getByRole('menuitem', { name: 'Signed note' }).click();
    await editorCanvas(page).canvas().getByText('Signed by the team').waitFor();
    await openBrowser(page);

    // One's own templates: none yet, then the slide saved there, cleaned as a save cleans it and
    // saying what it took out, then deleted after a confirmation.
    await dialog.getByRole('tab', { name: 'Your templates' }).click();
    await dialog.getByText("You haven't saved any slides yet.").waitFor();
    await dialog.getByRole('button', { name: 'Save current slide' }).click();
    const saveOwn = page.getByRole('dialog', { name: 'Save slide as template' });
    await saveOwn.getByRole('button', { name: 'Save' }).click();
    await saveOwn.waitFor({ state: 'detached' });
    await notice(page, 'Template saved!').waitFor();
    await notice(page, 'Removed <font>').waitFor();
    await dialog.getByRole('button', { name: 'Insert Quarterly review' }).waitFor();
    await dialog.getByRole('button', { name: 'Delete: Quarterly review' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete template?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await notice(page, 'Template deleted').waitFor();
    await dialog.getByText("You haven't saved any slides yet.").waitFor();

    // Slides of one's own decks, a deck at a time.
    await dialog.getByRole('tab', { name: 'Your decks' }).click();
    await dialog.getByRole('button', { name: /^Quarterly/ }).click();
    await dialog.getByRole('button', { name: 'Insert slide 1' }).waitFor();
    await dialog.getByRole('button', { name: '‹ Back to decks' }).click();
    await dialog.getByRole('button', { name: /^Quarterly/ }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Escape closes the browser.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lets a member insert the team template and a default one after the current slide, undoably', async () => {
    const member = await launchBrowser();
    try {
      const page = await member.newPage();
      const problems = collectPageProblems(page);
      await signIn(page, lectern.url, 'tpl-mia', PASSWORD);

      // New deck opens the deck template selector; a deck from the Brand theme's templates.
      await page.getByRole('button', { name: 'New deck' }).click();
      const picker = page.getByRole('dialog', { name: 'New deck' });
      const fromBrand = picker.getByRole('button', { name: 'Start from Brand' });
      await fromBrand.waitFor();
      // Each card is drawn as the deck it starts: the theme's with its markup, the blank ones without.
      expect(await brandBand(fromBrand).textContent()).toBe('Brand band');
      expect(await brandBand(picker.getByRole('button', { name: 'Start from Blank (white)' })).count()).toBe(0);
      // Blank white and black, and each team theme that has templates offered for it.
      expect(
        await picker
          .getByRole('button', { name: /^Start from/ })
          .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))),
      ).toEqual(['Start from Blank (white)', 'Start from Blank (black)', 'Start from Brand', 'Start from Quiet']);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: '/tmp/slide-templates-new-deck.png' });
      await fromBrand.click();
      await waitForEditor(page, `${lectern.url}/tpl-mia/untitled/edit`);
      const themed = editorCanvas(page).canvas().locator('xpath=ancestor-or-self::*[@data-theme-color][1]');
      await expect.poll(() => themed.getAttribute('data-theme-color')).toBe('black-mint');
      await editorCanvas(page).canvas().getByRole('heading', { name: 'Quarterly review' }).waitFor();
      expect(await slideNames(page)).toEqual(['Slide 1']);
      expect(await brandBand(navigatorPictures(page).first()).textContent()).toBe('Brand band');

      // The team has a template for this deck's theme: the browser opens on the team's page.
      await openBrowser(page);
      const dialog = templateBrowser(page);
      const teamTab = dialog.getByRole('tab', { name: 'Team templates' });
      await expect.poll(() => teamTab.getAttribute('aria-selected')).toBe('true');
      const cover = dialog.getByRole('button', { name: 'Insert Quarterly cover' });
      await cover.waitFor();
      expect(await brandBand(cover).textContent()).toBe('Brand band');
      // The one kept for another theme is not offered; a member neither saves nor deletes team templates.
      expect(await dialog.getByText('Quiet agenda').count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Save current slide' }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: '/tmp/slide-templates-member.png' });

      await cover.click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => slideNames(page)).toEqual(['Slide 1', 'Slide 2']);
      await editorCanvas(page).canvas().getByRole('heading', { name: 'Quarterly review' }).waitFor();
      expect(
        await page
          .getByRole('navigation', { name: 'Slides' })
          .getByRole('button', { name: 'Slide 2' })
          .getAttribute('aria-current'),
      ).toBeTruthy();

      // A list that fails to load says so and loads again on request.
      let failing = true;
      await page.route('**/api/v1/slide_templates?*', (route) =>
        failing ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
      );
      await openBrowser(page);
      await dialog.getByRole('tab', { name: 'Your templates' }).click();
      const failed = dialog.getByRole('alert').filter({ hasText: 'Failed to load slide templates' });
      await failed.waitFor();
      failing = false;
      await failed.getByRole('button', { name: 'Try again' }).click();
      await dialog.getByText("You haven't saved any slides yet.").waitFor();

      // A default template, laid out on the deck's slide and drawn in its theme.
      await dialog.getByRole('tab', { name: 'Default' }).click();
      const closing = dialog.getByRole('button', { name: 'Insert Closing' });
      await closing.waitFor();
      await page.screenshot({ path: '/tmp/slide-templates-defaults.png' });
      expect(await closing.locator('.slide-thumbnail').getAttribute('data-theme-font')).toBe('league');
      await closing.click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => slideNames(page)).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
      const canvas = editorCanvas(page).canvas();
      await canvas.getByRole('heading', { name: 'Thank you' }).waitFor();
      await canvas.getByText('Questions?').waitFor();

      // Inserting is an editor action like any other: undone and redone.
      await page.keyboard.press('ControlOrMeta+z');
      await expect.poll(() => slideNames(page)).toEqual(['Slide 1', 'Slide 2']);
      await page.keyboard.press('ControlOrMeta+Shift+z');
      await expect.poll(() => slideNames(page)).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);

      // Saved as inserted: after a reload the slides are there.
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('All changes saved').waitFor();
      await page.reload();
      await expect.poll(() => slideNames(page)).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
      await expect
        .poll(() => brandBand(navigatorPictures(page)).allTextContents())
        .toEqual(['Brand band', 'Brand band', 'Brand band']);

      // Presented, each slide shows the theme's markup.
      await page.goto(`${lectern.url}/tpl-mia/untitled/fullscreen`);
      await page.locator('.lectern-deck-host[data-ready="true"]').waitFor();
      const shown = page.locator('.reveal .slides > section.present');
      const headings = ['Quarterly review', 'Quarterly review', 'Thank you'];
      for (const [at, heading] of headings.entries()) {
        await expect.poll(() => shown.evaluate((slide) => [...slide.parentElement!.children].indexOf(slide))).toBe(at);
        await shown.getByRole('heading', { name: heading }).waitFor();
        await brandBand(shown).waitFor({ state: 'visible' });
        expect(await brandBand(shown).textContent()).toBe('Brand band');
        await page.keyboard.press('ArrowRight');
      }
      await page.keyboard.press('Home');
      await shown.getByRole('heading', { name: 'Quarterly review' }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.getAnimations().filter((run) => run.playState === 'running').length))
        .toBe(0);
      await page.screenshot({ path: '/tmp/slide-templates-presented.png' });
      await page.goto(`${lectern.url}/tpl-mia/untitled/edit`);
      await expect.poll(() => slideNames(page)).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);

      // 724 by 850 where the window allows, else at least 10 px inside it; Escape closes it.
      await openBrowser(page);
      const box = (await dialog.boundingBox())!;
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([724, 850]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.setViewportSize({ width: 375, height: 700 });
      await openBrowser(page);
      const narrow = (await dialog.boundingBox())!;
      expect([narrow.x, narrow.y, narrow.width, narrow.height].map(Math.round)).toEqual([10, 10, 355, 680]);
      await dialog.getByRole('button', { name: 'Insert Quarterly cover' }).waitFor();
      await page.screenshot({ path: '/tmp/slide-templates-phone.png' });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.setViewportSize(DESKTOP_VIEWPORT);

      // A deck of one's own that is not public yet is published from the browser, then edited.
      let publishFails = true;
      await page.route('**/api/v1/decks/*/publish*', (route) =>
        publishFails ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
      );
      await openBrowser(page);
      await dialog.getByRole('tab', { name: 'Your decks' }).click();
      const publish = dialog.getByRole('button', { name: 'Publish Field notes' });
      await publish.click();
      await page.getByText(GENERIC_ERROR).first().waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      publishFails = false;
      await publish.click();
      await waitForEditor(page, `${lectern.url}/tpl-mia/${fieldNotes.slug}/edit`);
      await notice(page, 'Published successfully').waitFor();
      await editorCanvas(page).canvas().getByRole('heading', { name: 'Field notes' }).waitFor();
      const published = (await memberApi.succeed('GET', `/api/v1/decks/${fieldNotes.id}`)) as {
        deck: { visibility: string };
      };
      expect(published.deck.visibility).toBe('all');

      // A deck of one's own is forked from the new-deck picker's Your Decks page.
      await page.goto(`${lectern.url}/tpl-mia`);
      await page.getByRole('button', { name: 'New deck' }).click();
      await picker.getByRole('tab', { name: 'Your Decks' }).click();
      await picker.getByRole('button', { name: 'Fork Field notes' }).click();
      await page.waitForURL(
        (url) => /^\/tpl-mia\/[^/]+\/edit$/.test(url.pathname) && url.pathname !== `/tpl-mia/${fieldNotes.slug}/edit`,
      );
      await editorCanvas(page).canvas().getByRole('heading', { name: 'Field notes' }).waitFor();
      const { results: decks } = (await memberApi.succeed('GET', '/api/v1/decks')) as {
        results: { title: string }[];
      };
      expect(decks.filter((deck) => deck.title.includes('Field notes'))).toHaveLength(2);
      expect(problems).toEqual([]);
      await page.close();
    } finally {
      await member.close();
    }
  });

  it('opens a list of a hundred of one’s own templates, fifty at a time, and inserts the oldest', async () => {
    const api = await signUp(lectern.url, 'tpl-lou', PASSWORD);
    for (let n = 1; n <= 100; n += 1)
      await api.succeed('POST', '/api/v1/slide_templates', {
        slide_template: {
          label: `Idea ${n}`,
          html: `<section><div class="sl-block" data-block-type="text" style="left:80px;top:200px;width:800px;height:auto"><div class="sl-block-content"><h2>Idea ${n}</h2></div></div></section>`,
        },
      });
    const deck = await createDeck(api, 'Ideas', COVER);
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await signIn(page, lectern.url, 'tpl-lou', PASSWORD);
    await page.goto(`${lectern.url}/tpl-lou/${deck.slug}/edit`);
    await editorCanvas(page).block('text').waitFor();
    await openBrowser(page);
    const dialog = templateBrowser(page);
    await dialog.getByRole('tab', { name: 'Your templates' }).click();
    const items = dialog.getByRole('list', { name: 'Your templates' }).getByRole('listitem');
    // Newest first; the rest come as the end of the list is scrolled near.
    await dialog.getByRole('button', { name: 'Insert Idea 100', exact: true }).waitFor();
    await expect
      .poll(
        async () => {
          await items.last().scrollIntoViewIfNeeded();
          return items.count();
        },
        { timeout: 20_000 },
      )
      .toBe(100);
    expect(await dialog.getByRole('button', { name: /^Insert Idea \d+$/ }).count()).toBe(100);
    await page.screenshot({ path: '/tmp/slide-templates-hundred.png' });
    await dialog.getByRole('button', { name: 'Insert Idea 1', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => slideNames(page)).toEqual(['Slide 1', 'Slide 2']);
    await editorCanvas(page).canvas().getByRole('heading', { name: 'Idea 1', exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
