import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ApiSession } from './support/api-session.js';
import { signIn } from './support/accounts.js';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { editorCanvas, newDeckFrom, waitForEditor } from './support/editor.js';
import { startLectern } from './support/server.js';

const PASSWORD = 'a-good-password';

/**
 * The theme editor: a team's owner finds Themes in the menu, creates a theme, edits its look, CSS
 * and snippets, is asked before losing changes, makes a theme the default, and a member's new deck
 * starts from it. A member sees no theme editor.
 */
describe('themes', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    const owner = new ApiSession(lectern.url);
    await owner.succeed('POST', '/api/v1/teams', {
      team: { name: 'Theme Works', slug: 'theme-works' },
      user: { username: 'theme-owner', email: 'theme-owner@example.com', password: PASSWORD },
    });
    const { invitation } = (await owner.succeed('POST', '/api/v1/team/invitations', {
      invitation: { email: 'theme-mia@example.com' },
    })) as { invitation: { invitation_url: string } };
    await new ApiSession(lectern.url).succeed('POST', `/api/v1${new URL(invitation.invitation_url).pathname}`, {
      user: { username: 'theme-mia', password: PASSWORD },
    });
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
  const editor = (page: Page) => page.getByRole('dialog', { name: /^Edit theme:/ });
  /** Waits until nothing in the editor is unsaved: an earlier save's notice may still be showing. */
  const allSaved = (dialog: Locator) =>
    expect.poll(() => dialog.getByRole('button', { name: 'Save', exact: true, disabled: true }).count()).toBe(1);

  it('lets a manager create and edit themes, guards unsaved changes, and sets the default', async () => {
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await signIn(page, lectern.url, 'theme-owner', PASSWORD);
    await page.getByRole('button', { name: 'theme-owner' }).click();
    await page.getByRole('menuitem', { name: 'Themes' }).click();
    await page.getByRole('heading', { name: 'Themes', level: 1 }).waitFor();
    await page.getByText('Your team has no themes yet.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // A new theme opens in the editor; its look is chosen on the Settings tab and shown in the preview.
    await page.getByRole('button', { name: 'New theme' }).click();
    const dialog = editor(page);
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe('Edit theme: Untitled');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Brand');
    await dialog.getByRole('radio', { name: 'black-mint' }).check();
    await dialog.getByRole('radio', { name: 'League' }).check();
    // The preview is the deck player in a frame of its own, repainted as the look changes.
    const preview = dialog.frameLocator('iframe[title="Theme preview"]');
    const previewDeck = preview.locator('.lectern-deck-host');
    await expect.poll(() => previewDeck.getAttribute('data-theme-color')).toBe('black-mint');
    await expect.poll(() => previewDeck.getAttribute('data-theme-font')).toBe('league');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('ControlOrMeta+s');
    await notice(page, 'Theme saved').waitFor();
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe('Edit theme: Brand');

    // CSS that does not compile is not saved; CSS that does is applied to the preview.
    await dialog.getByRole('tab', { name: 'CSS' }).click();
    const css = dialog.getByRole('textbox', { name: 'CSS' });
    await css.fill('h1 { color: ');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await notice(page, 'Please fix all CSS errors before saving').waitFor();
    expect(await css.getAttribute('aria-invalid')).toBe('true');
    await css.fill('h1 { letter-spacing: 7px; }');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => preview.locator('h1').evaluate((heading) => getComputedStyle(heading).letterSpacing))
      .toBe('7px');

    // The palette: colours the editor will suggest.
    await dialog.getByRole('tab', { name: 'Palette' }).click();
    await dialog.getByRole('button', { name: 'Add colour' }).click();
    await dialog.getByLabel('Palette 1').fill('#e4572e');
    await dialog.getByText('#e4572e').waitFor();

    // Snippets: added as 'New snippet', variables listed, a script refused as it is typed.
    await dialog.getByRole('tab', { name: 'Snippets' }).click();
    await dialog.getByRole('button', { name: 'Add Snippet' }).click();
    expect(await dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('New snippet');
    const template = dialog.getByRole('textbox', { name: 'Template' });
    await template.fill('<h2>{{Heading::Hello}}</h2><p>{{Body}}</p>');
    await dialog.getByText('Found 2 variables:').waitFor();
    await template.fill('<h2>{{Heading::Hello}}</h2><script>alert(1)</script>');
    await dialog
      .getByText('Scripts are not allowed. Please remove all script tags for this snippet to save.')
      .waitFor();
    expect(await template.inputValue()).toBe('<h2>{{Heading::Hello}}</h2><p>{{Body}}</p>');
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Callout');
    // A second one wraps what is selected; it can be moved above the first.
    await dialog.getByRole('button', { name: 'Add Snippet' }).click();
    await dialog.getByRole('textbox', { name: 'Title' }).nth(1).fill('Box');
    await dialog.getByRole('textbox', { name: 'Template' }).nth(1).fill('<div class="box">[[selection]]</div>');
    await dialog.getByRole('button', { name: 'Move up: Box' }).click();
    expect(await dialog.getByRole('textbox', { name: 'Title' }).first().inputValue()).toBe('Box');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await allSaved(dialog);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Closing with unsaved changes asks Cancel, Discard or Save.
    await dialog.getByRole('tab', { name: 'Settings' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Brand (draft)');
    await page.keyboard.press('Escape');
    const unsaved = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await unsaved.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Brand (draft)');
    await page.keyboard.press('Escape');
    await unsaved.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The first theme is the default; a second one becomes it by choice.
    const brand = page.getByRole('listitem', { name: 'Brand', exact: true });
    await brand.getByText('Default', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'New theme' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Quiet');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await allSaved(dialog);
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe('Edit theme: Quiet');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const quiet = page.getByRole('listitem', { name: 'Quiet', exact: true });
    await quiet.getByRole('button', { name: 'Make default' }).click();
    await notice(page, 'Default theme was changed').waitFor();
    await quiet.getByText('Default', { exact: true }).waitFor();
    expect(await brand.getByText('Default', { exact: true }).count()).toBe(0);

    // Deleting asks first; the default goes back to Brand by choice.
    await quiet.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete theme?' }).getByRole('button', { name: 'Delete' }).click();
    await notice(page, 'Theme removed successfully').waitFor();
    await quiet.waitFor({ state: 'detached' });
    await brand.getByRole('button', { name: 'Make default' }).click();
    await brand.getByText('Default', { exact: true }).waitFor();

    // The team's global CSS.
    await page.getByRole('button', { name: 'Global CSS' }).click();
    const globalCss = page.getByRole('dialog', { name: 'Global CSS' });
    await globalCss.getByRole('textbox', { name: 'Global CSS' }).fill('.deck-slide p { font-style: italic; }');
    await globalCss.getByRole('button', { name: 'Save' }).click();
    await notice(page, 'Global CSS saved').waitFor();
    await globalCss.waitFor({ state: 'detached' });

    // After a reload the saved theme is there as saved.
    await page.reload();
    await brand.getByRole('button', { name: 'Edit' }).click();
    expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Brand');
    expect(await dialog.getByRole('radio', { name: 'black-mint' }).isChecked()).toBe(true);
    await page.screenshot({ path: '/tmp/themes-editor.png' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.screenshot({ path: '/tmp/themes-list.png' });

    // The team settings name the default theme, chosen from the team's themes or none.
    await page.goto(`${lectern.url}/edit`);
    const defaultTheme = page.getByRole('combobox', { name: 'Default theme' });
    await expect.poll(() => defaultTheme.locator('option:checked').textContent()).toBe('Brand');
    expect(await defaultTheme.locator('option').allTextContents()).toEqual(['None', 'Brand']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("starts a member's new deck from the default theme, offers its palette and snippets, and shows a member no theme editor", async () => {
    const member = await launchBrowser();
    try {
      const page = await member.newPage();
      await signIn(page, lectern.url, 'theme-mia', PASSWORD);
      await page.getByRole('button', { name: 'theme-mia' }).click();
      expect(await page.getByRole('menuitem', { name: 'Themes' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      // New deck offers the team's default theme among the deck templates.
      await newDeckFrom(page, 'Brand');
      await waitForEditor(page, `${lectern.url}/theme-mia/untitled/edit`);
      const themed = editorCanvas(page).canvas().locator('xpath=ancestor-or-self::*[@data-theme-color][1]');
      await expect.poll(() => themed.getAttribute('data-theme-color')).toBe('black-mint');
      await expect.poll(() => themed.getAttribute('data-theme-font')).toBe('league');
      // The theme's palette is what the editor's colour inputs suggest (listed once the first slide is drawn).
      await expect
        .poll(() =>
          page
            .getByTestId('theme-palette')
            .locator('option')
            .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
        )
        .toEqual(['#e4572e']);

      // The theme's snippets: one asks for its variables and becomes a text block, the other wraps it.
      const insertSnippet = async (title: string) => {
        await page.getByRole('button', { name: 'Snippets' }).click();
        await page.getByRole('menuitem', { name: title }).click();
      };
      await insertSnippet('Callout');
      const prompt = page.getByRole('dialog', { name: 'Insert snippet: Callout' });
      expect(await prompt.getByRole('textbox', { name: 'Heading' }).inputValue()).toBe('Hello');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await prompt.getByRole('textbox', { name: 'Body' }).fill('Ship <it> & tell');
      await prompt.getByRole('button', { name: 'Insert' }).click();
      const text = editorCanvas(page).block('text');
      await text.getByRole('heading', { name: 'Hello' }).waitFor();
      expect(await text.locator('p').textContent()).toBe('Ship <it> & tell');
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' &&
          response.url().includes('/api/v1/decks/') &&
          (response.request().postData() ?? '').includes('box'),
      );
      await insertSnippet('Box');
      await text.locator('.box h2', { hasText: 'Hello' }).waitFor();
      expect(await text.count()).toBe(1);
      // Saved as inserted: the server's cleaning keeps the theme's markup.
      expect((await saved).status()).toBe(200);
      await page.reload();
      await text.locator('.box h2', { hasText: 'Hello' }).waitFor();

      // A deck can take a team theme's look later, in its settings; a colour of one's own leaves it.
      const settings = page.getByRole('dialog', { name: 'Deck settings' });
      const openThemeTab = async () => {
        await page.getByRole('button', { name: 'Deck settings' }).click();
        await settings.getByRole('tab', { name: 'Theme' }).click();
      };
      await openThemeTab();
      expect(await settings.getByRole('radio', { name: 'Brand' }).isChecked()).toBe(true);
      await settings.getByRole('radio', { name: 'white-red' }).check();
      expect(await settings.getByRole('radio', { name: 'Brand' }).isChecked()).toBe(false);
      await settings.getByRole('button', { name: 'Save' }).click();
      await settings.waitFor({ state: 'detached' });
      await expect.poll(() => themed.getAttribute('data-theme-color')).toBe('white-red');
      await openThemeTab();
      await settings.getByRole('radio', { name: 'Brand' }).check();
      expect(await settings.getByRole('radio', { name: 'black-mint' }).isChecked()).toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await settings.getByRole('button', { name: 'Save' }).click();
      await settings.waitFor({ state: 'detached' });
      await expect.poll(() => themed.getAttribute('data-theme-color')).toBe('black-mint');

      await page.goto(`${lectern.url}/themes`);
      await page.getByText('Only the team’s owner and admins edit themes.').waitFor();
      await page.close();
    } finally {
      await member.close();
    }
  });
});
