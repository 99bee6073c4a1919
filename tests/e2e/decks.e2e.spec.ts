import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpAndSignIn } from './support/accounts.js';
import { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, PHONE_VIEWPORT, type LaunchedBrowser } from './support/browser.js';
import { waitForEditor } from './support/editor.js';
import { dragOver } from './support/pointer.js';
import { startLectern } from './support/server.js';

const USERNAME = 'deck-maker';
const PASSWORD = 'a-good-password';

interface DeckAnswer {
  deck: { id: string; slug: string; version: number; slide_count: number };
}

const slides = (count: number, label: string) =>
  Array.from({ length: count }, (_, index) => `<section><h2>${label} ${index + 1}</h2></section>`).join('');

describe('decks, tags, the profile, search and revisions', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    ({ page } = await signUpAndSignIn(browser, lectern.url, USERNAME, PASSWORD));
    problems = collectPageProblems(page);
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const profileUrl = (path = '', query = '') => `${lectern.url}/${USERNAME}${path}${query}`;
  const card = (title: string) => page.getByRole('article', { name: title, exact: true });
  const cardTitles = () => page.getByRole('article').locator('h3').allTextContents();
  // The newest notification with this text: an earlier one may still be on screen.
  const notification = (text: string) =>
    page.getByRole('status', { name: 'Notifications' }).getByText(text, { exact: true }).last();
  const dialog = (name: string) => page.getByRole('dialog', { name });
  const tag = (name: string | RegExp) =>
    page.getByRole('list', { name: 'Tags', exact: true }).getByRole('button', { name, exact: true });

  const renameInline = async (from: string, nth: number, to: string) => {
    await page.getByRole('article').nth(nth).getByRole('button', { name: from, exact: true }).click();
    const field = page.getByRole('textbox', { name: 'Deck title' });
    await field.fill(to);
    await field.press('Enter');
    await card(to).waitFor();
  };

  it('creates decks, renames one inline, tags two by dragging, filters, searches, sorts, trashes, recovers and destroys', async () => {
    // Three decks through the New deck button; each opens in the editor, whose back link leads to its page.
    for (const slug of ['untitled', 'untitled-2', 'untitled-3']) {
      await page.getByRole('button', { name: 'New deck' }).click();
      await waitForEditor(page, profileUrl(`/${slug}/edit`));
      await page.getByRole('link', { name: 'Back to the deck' }).click();
      await page.waitForURL(profileUrl(`/${slug}`));
      await page.getByRole('heading', { level: 1, name: 'Untitled' }).waitFor();
      await page.getByRole('main').getByRole('link', { name: USERNAME, exact: true }).click();
      await page.waitForURL(profileUrl());
    }
    await expect.poll(cardTitles).toEqual(['Untitled', 'Untitled', 'Untitled']);

    // Inline title edit: an empty title is refused, Enter saves, the card shows the new title.
    await page.getByRole('article').first().getByRole('button', { name: 'Untitled', exact: true }).click();
    const titleField = page.getByRole('textbox', { name: 'Deck title' });
    await titleField.fill('   ');
    await titleField.press('Enter');
    await page.getByRole('alert').getByText("Title can't be empty").waitFor();
    await titleField.fill('Roadmap review');
    await titleField.press('Enter');
    await card('Roadmap review').waitFor();
    await renameInline('Untitled', 1, 'Design sprint');
    await renameInline('Untitled', 2, 'Budget plan');
    expect(await cardTitles()).toEqual(['Roadmap review', 'Design sprint', 'Budget plan']);

    // A new tag enters rename mode at once; Enter confirms the name.
    await page.getByRole('button', { name: 'New tag' }).click();
    const tagName = page.getByRole('textbox', { name: 'Tag name' });
    await expect.poll(() => tagName.inputValue()).toBe('Tag 1');
    await tagName.fill('Client work');
    await tagName.press('Enter');
    await tag(/^Client work/).waitFor();

    // Click selects, shift-click selects the range; dragging the selection onto the tag tags both.
    await page.getByRole('checkbox', { name: 'Select Roadmap review' }).click();
    await page.getByRole('checkbox', { name: 'Select Design sprint' }).click({ modifiers: ['Shift'] });
    await page.getByText('2 decks selected').waitFor();
    await dragOver(
      page,
      card('Roadmap review').getByRole('link', { name: 'Open Roadmap review' }),
      tag(/^Client work/),
    );
    await expect.poll(() => page.locator('.drag-ghost').count()).toBe(2);
    await page.mouse.up();
    await tag('Client work 2').waitFor();
    for (const title of ['Roadmap review', 'Design sprint']) {
      await card(title).getByRole('list', { name: 'Deck tags' }).getByText('Client work').waitFor();
    }
    expect(await page.locator('.drag-ghost').count()).toBe(0);
    expect(page.url()).toBe(profileUrl());
    await page.keyboard.press('Escape');
    await page.getByText('2 decks selected').waitFor({ state: 'detached' });

    // The tag filters the list; its slug joins the address, and the selection is cleared.
    await tag('Client work 2').click();
    await page.waitForURL(profileUrl('/decks/client-work'));
    await expect.poll(cardTitles).toEqual(['Roadmap review', 'Design sprint']);
    expect(await page.getByText(/decks? selected/).count()).toBe(0);

    // Search: case-insensitive, highlighted, in the address.
    await page.getByRole('searchbox', { name: 'Search decks' }).fill('ROAD');
    await page.waitForURL(profileUrl('/decks/client-work', '?search=ROAD'));
    await expect.poll(cardTitles).toEqual(['Roadmap review']);
    expect(await card('Roadmap review').locator('mark').allTextContents()).toEqual(['Road']);
    await page.getByRole('searchbox', { name: 'Search decks' }).fill('');
    await page.waitForURL(profileUrl('/decks/client-work'));

    // Sort: in the address, the default left out.
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Oldest first' });
    await page.waitForURL(profileUrl('/decks/client-work', '?sort=created-reverse'));
    await expect.poll(cardTitles).toEqual(['Design sprint', 'Roadmap review']);
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Alphabetically' });
    await page.waitForURL(profileUrl('/decks/client-work', '?sort=az'));

    // Renaming the selected tag moves the address to its new slug; a blank name is ignored.
    const tagSettings = page.getByRole('group', { name: 'Tag Client work' });
    await tagSettings.getByRole('button', { name: 'Rename tag' }).click();
    await tagName.fill('  ');
    await tagName.press('Enter');
    await tag('Client work 2').waitFor();
    await page.getByRole('group', { name: 'Tag Client work' }).getByRole('button', { name: 'Rename tag' }).click();
    await tagName.fill('Clients');
    await tagName.press('Enter');
    await page.waitForURL(profileUrl('/decks/clients', '?sort=az'));

    // The default tag opens with the profile, so its slug leaves the address; "All decks" is then named.
    await page.getByRole('group', { name: 'Tag Clients' }).getByRole('button', { name: 'Make default tag' }).click();
    await notification('Updated default tag').waitFor();
    await page.waitForURL(profileUrl('', '?sort=az'));
    await expect.poll(cardTitles).toEqual(['Design sprint', 'Roadmap review']);
    await tag(/^All decks/).click();
    await page.waitForURL(profileUrl('/decks/all', '?sort=az'));
    await expect.poll(cardTitles).toEqual(['Budget plan', 'Design sprint', 'Roadmap review']);
    await tag(/^Clients/).click();
    await page.waitForURL(profileUrl('', '?sort=az'));
    await page.getByRole('group', { name: 'Tag Clients' }).getByRole('button', { name: 'Clear default tag' }).click();
    await notification('Cleared default tag').waitFor();
    await page.waitForURL(profileUrl('/decks/clients', '?sort=az'));
    await tag(/^All decks/).click();
    await page.waitForURL(profileUrl('', '?sort=az'));
    await expect.poll(cardTitles).toEqual(['Budget plan', 'Design sprint', 'Roadmap review']);

    // Trash one, then recover it from the trash tab, which appears once the trash holds a deck.
    await card('Budget plan').getByRole('button', { name: 'Move Budget plan to trash' }).click();
    await dialog('Delete deck').getByRole('button', { name: 'Move to trash' }).click();
    await notification('Moved to trash').waitFor();
    await card('Budget plan').waitFor({ state: 'detached' });
    const tabs = page.getByRole('navigation', { name: 'Deck lists' });
    await tabs.getByRole('button', { name: 'Trash 1' }).click();
    await page.waitForURL(profileUrl('', '?sort=az&tab=trash'));
    await card('Budget plan').getByRole('button', { name: 'Recover Budget plan' }).click();
    await dialog('Recover deck').getByRole('button', { name: 'Recover' }).click();
    await notification('Deck recovered').waitFor();
    await page.getByText('The trash is empty.').waitFor();
    await tabs.getByRole('button', { name: /^Decks/ }).click();
    await page.waitForURL(profileUrl('', '?sort=az'));
    await card('Budget plan').waitFor();

    // Destroy another: to the trash, then deleted for good after a confirmation.
    await card('Design sprint').getByRole('button', { name: 'Move Design sprint to trash' }).click();
    await dialog('Delete deck').getByRole('button', { name: 'Move to trash' }).click();
    await notification('Moved to trash').waitFor();
    await tabs.getByRole('button', { name: 'Trash 1' }).click();
    await page.waitForURL(profileUrl('', '?sort=az&tab=trash'));
    await card('Design sprint').getByRole('button', { name: 'Delete Design sprint permanently' }).click();
    const confirmation = dialog('Delete permanently');
    await confirmation.getByText('Permanently delete “Design sprint”? This cannot be undone.').waitFor();
    await confirmation.getByRole('button', { name: 'Delete permanently' }).click();
    await notification('Deck deleted').waitFor();
    await page.getByText('The trash is empty.').waitFor();
    const trashAnswer = await (
      await ApiSession.of(browser.context, lectern.url)
    ).call('GET', `/api/v1/users/${USERNAME}/decks?tab=trash`);
    expect(((await trashAnswer.json()) as { total: number }).total).toBe(0);

    expect(problems).toEqual([]);
  });

  it('shows a visitor the public decks to filter and sort, without the owner tools, at phone width', async () => {
    const visitor = await launchBrowser();
    try {
      const visitorPage = await visitor.newPage(PHONE_VIEWPORT);
      const visitorProblems = collectPageProblems(visitorPage);
      await visitorPage.goto(profileUrl());
      await visitorPage.getByRole('heading', { level: 1, name: USERNAME }).waitFor();
      await visitorPage.getByRole('article', { name: 'Roadmap review' }).waitFor();
      expect(await visitorPage.getByRole('button', { name: 'New deck' }).count()).toBe(0);
      expect(await visitorPage.getByRole('checkbox').count()).toBe(0);
      expect(await visitorPage.getByRole('navigation', { name: 'Deck lists' }).count()).toBe(0);
      await visitorPage.getByRole('searchbox', { name: 'Search decks' }).fill('budget');
      await visitorPage.waitForURL(profileUrl('', '?search=budget'));
      await expect
        .poll(() => visitorPage.getByRole('article').locator('h3').allTextContents())
        .toEqual(['Budget plan']);
      await visitorPage.getByRole('searchbox', { name: 'Search decks' }).fill('nothing like this');
      await visitorPage.getByText('There are no decks matching the current filters.').waitFor();
      expect(visitorProblems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('moves an old deck address to the current one, and shows what is not there as not found', async () => {
    // "Roadmap review" was the first deck renamed: it was made as untitled-3.
    await page.goto(profileUrl('/untitled-3'));
    await page.waitForURL(profileUrl('/roadmap-review'));
    await page.getByRole('heading', { level: 1, name: 'Roadmap review' }).waitFor();
    await page.goto(profileUrl('/no-such-deck'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.goto(`${lectern.url}/nobody-here`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('makes a deck with a theme colour at /{username}/new, and sends anyone else to sign in', async () => {
    // Slugs once used stay with their decks (old addresses keep working): this is the fourth "Untitled".
    await page.goto(profileUrl('/new', '?theme_color=black-blue'));
    await page.waitForURL(new RegExp(`/${USERNAME}/untitled-4/edit(#.*)?$`));
    const api = await ApiSession.of(browser.context, lectern.url);
    const made = (await (await api.call('GET', `/api/v1/users/${USERNAME}/decks/untitled-4`)).json()) as {
      deck: { theme_color: string };
    };
    expect(made.deck.theme_color).toBe('black-blue');

    const visitor = await launchBrowser();
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(profileUrl('/new'));
      await visitorPage.waitForURL(`${lectern.url}/users/sign_in?redirect=${encodeURIComponent(`/${USERNAME}/new`)}`);
    } finally {
      await visitor.close();
    }
    expect(problems).toEqual([]);
  });

  it('loads the rest of a long deck list when scrolled near its end, or at once when filtered', async () => {
    const owner = new ApiSession(lectern.url);
    const signUp = await owner.call('POST', '/api/v1/users', {
      user: { username: 'prolific', email: 'prolific@example.com', password: PASSWORD },
    });
    expect(signUp.status).toBe(201);
    for (let index = 1; index <= 26; index += 1) {
      expect((await owner.call('POST', '/api/v1/decks', { deck: { title: `Talk ${index}` } })).status).toBe(201);
    }
    const visitor = await launchBrowser();
    try {
      const visitorPage = await visitor.newPage();
      const visitorProblems = collectPageProblems(visitorPage);
      const decks = visitorPage.getByRole('article');
      await visitorPage.goto(`${lectern.url}/prolific`);
      await visitorPage.getByRole('button', { name: 'Show more decks' }).waitFor();
      expect(await decks.count()).toBe(24);
      await visitorPage.mouse.wheel(0, 20_000);
      await expect.poll(() => decks.count()).toBe(26);
      expect(await visitorPage.getByRole('button', { name: 'Show more decks' }).count()).toBe(0);

      // "Talk 1" is on the second page, "Talk 10" to "Talk 19" on the first: a search loads them all.
      await visitorPage.goto(`${lectern.url}/prolific?search=talk%201`);
      await expect.poll(() => decks.count()).toBe(11);
      await visitorPage.getByRole('searchbox', { name: 'Search decks' }).fill('Talk');
      await expect.poll(() => decks.count()).toBe(26);
      expect(visitorProblems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('searches decks with the term and the page in the address', async () => {
    await page.goto(`${lectern.url}/search`);
    await page.getByText('Please enter a search term').waitFor();
    const searchBox = page.getByRole('searchbox', { name: 'Search term' });
    await searchBox.fill('budget');
    await page.waitForURL(`${lectern.url}/search?search=budget`);
    const results = page.getByRole('article');
    await expect.poll(() => results.getByRole('heading').allTextContents()).toEqual(['Budget plan']);
    expect(await results.locator('mark').allTextContents()).toEqual(['Budget']);
    await page.getByRole('button', { name: 'roadmap', exact: true }).click();
    await page.waitForURL(`${lectern.url}/search?search=roadmap`);
    await expect.poll(() => results.getByRole('heading').allTextContents()).toEqual(['Roadmap review']);
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Most views' });
    await page.waitForURL(`${lectern.url}/search?search=roadmap&sort=views`);

    // Eight results a page: nine decks make two pages.
    const api = await ApiSession.of(browser.context, lectern.url);
    for (let index = 1; index <= 9; index += 1) {
      expect((await api.call('POST', '/api/v1/decks', { deck: { title: `Pager deck ${index}` } })).status).toBe(201);
    }
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL(`${lectern.url}/search?sort=views`);
    await page.getByText('Please enter a search term').waitFor();
    await searchBox.fill('pager');
    await page.waitForURL(`${lectern.url}/search?search=pager&sort=views`);
    await page.getByText('Page 1 of 2').waitFor();
    expect(await results.count()).toBe(8);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${lectern.url}/search?search=pager&page=2&sort=views`);
    await page.getByText('Page 2 of 2').waitFor();
    await expect.poll(() => results.count()).toBe(1);

    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL(`${lectern.url}/search?sort=views`);
    await page.getByText('Please enter a search term').waitFor();
    expect(await searchBox.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('restores an older revision of a deck as a new version', async () => {
    // Two content saves through the API make versions with two and three slides.
    const api = await ApiSession.of(browser.context, lectern.url);
    const found = (await (
      await api.call('GET', `/api/v1/users/${USERNAME}/decks/roadmap-review`)
    ).json()) as DeckAnswer;
    let version = found.deck.version;
    for (const [count, label] of [
      [2, 'Draft slide'],
      [3, 'Final slide'],
    ] as const) {
      const saved = await api.call('PUT', `/api/v1/decks/${found.deck.id}`, {
        deck: { data: slides(count, label), version },
      });
      expect(saved.status).toBe(200);
      version = ((await saved.json()) as DeckAnswer).deck.version;
    }
    const draft = version - 1;

    await page.goto(profileUrl('/roadmap-review'));
    const fact = (name: string) => page.getByRole('main').locator('dl > div').filter({ hasText: name }).locator('dd');
    await expect.poll(() => fact('Version').textContent()).toBe(String(version));
    expect(await fact('Slides').textContent()).toBe('3');
    await page.getByRole('link', { name: 'Revisions' }).click();
    await page.waitForURL(profileUrl('/roadmap-review/preview', `?revision=${version}`));
    await page.getByText('This is the current version.').waitFor();
    const slideHeadings = () => page.getByRole('list', { name: 'Slides' }).locator('section h2').allTextContents();
    expect(await slideHeadings()).toEqual(['Final slide 1', 'Final slide 2', 'Final slide 3']);

    // The older version, from the list of revisions.
    await page
      .getByRole('navigation', { name: 'Revisions' })
      .getByRole('link', { name: new RegExp(`^Version ${draft}`) })
      .click();
    await page.waitForURL(profileUrl('/roadmap-review/preview', `?revision=${draft}`));
    await expect.poll(slideHeadings).toEqual(['Draft slide 1', 'Draft slide 2']);

    await page.getByRole('button', { name: 'Restore this version' }).click();
    const confirmation = page.getByRole('dialog', { name: `Revert to version ${draft}?` });
    await confirmation.getByRole('button', { name: 'Revert to this version' }).click();
    await notification(`Reverted to version ${draft}`).waitFor();
    await page.getByText(`Current version: ${version + 1}`).waitFor();
    const newest = page.getByRole('navigation', { name: 'Revisions' }).getByRole('link').first();
    await newest.getByText(`restored from ${draft}`).waitFor();
    expect(await newest.getByText(`Version ${version + 1}`).count()).toBe(1);

    // The deck now has the restored content: two slides, in a new version.
    await page.getByRole('link', { name: 'Back to the deck' }).click();
    await page.waitForURL(profileUrl('/roadmap-review'));
    await expect.poll(() => fact('Version').textContent()).toBe(String(version + 1));
    expect(await fact('Slides').textContent()).toBe('2');
    await page.locator('.reveal .slides section.present').getByText('Draft slide 1').waitFor();
    expect(await page.locator('.reveal .slides').getByText('Final slide 1').count()).toBe(0);
    expect(problems).toEqual([]);
  });
  it("gives kudos to someone else's deck at once, forks it into one's profile and duplicates it there", async () => {
    await page.goto(`${lectern.url}/prolific`);
    const talk = card('Talk 26');
    await talk.getByRole('button', { name: 'Kudos for Talk 26, 0' }).click();
    const kudos = talk.getByRole('button', { name: 'Kudos for Talk 26, 1' });
    await kudos.waitFor();
    expect(await kudos.getAttribute('aria-pressed')).toBe('true');

    await talk.getByRole('button', { name: 'Fork Talk 26' }).click();
    await page.waitForURL(profileUrl());
    await card('Talk 26').waitFor();
    await card('Talk 26').getByRole('button', { name: 'Duplicate Talk 26' }).click();
    await expect.poll(() => page.getByRole('article', { name: 'Talk 26', exact: true }).count()).toBe(2);
    expect(problems).toEqual([]);
  });
});
