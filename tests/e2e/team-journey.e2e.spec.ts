import { mkdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { ApiSession } from './support/api-session.js';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { editorCanvas, newDeckFrom, waitForEditor } from './support/editor.js';
import { startTeamLectern, type TeamLectern } from './support/team-lectern.js';

const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-teams';
const INK = 'rgb(12, 34, 56)';
const run = Date.now().toString(36);
const name = (who: string) => `${who}-${run}`;

/**
 * A team from sign-up on: the owner signs it up and lands on its subdomain, invites two people who
 * join through the links mailed to them, changes roles, deactivates, reactivates and deletes a
 * member keeping their decks, and reads every step in the audit; the team's media is read-only
 * to its members, and the team's internal deck is the team's alone.
 */
describe('team journey', () => {
  let lectern: TeamLectern;
  const browsers: LaunchedBrowser[] = [];
  const slug = name('works');
  let teamUrl: string;

  beforeAll(async () => {
    lectern = await startTeamLectern();
    await mkdir(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await lectern?.stop();
  });

  async function person(): Promise<Page> {
    const browser = await launchBrowser();
    browsers.push(browser);
    return browser.newPage();
  }

  /** The API from outside the browser, on the app's loopback address (setup only: decks to keep). */
  async function apiAs(login: string): Promise<ApiSession> {
    const api = new ApiSession(lectern.url.replace('localhost', '127.0.0.1'));
    const response = await api.call('POST', '/api/v1/session', { user: { login, password: PASSWORD } });
    if (response.status !== 200) throw new Error(`signing ${login} in failed: ${response.status}`);
    return api;
  }

  /** The link of the invitation mailed to `email`, as the SMTP receiver got it. */
  async function invitationLink(email: string): Promise<string> {
    await expect.poll(() => lectern.mails.some((mail) => mail.to.includes(email)), { timeout: 10_000 }).toBe(true);
    const raw = lectern.mails
      .findLast((mail) => mail.to.includes(email))!
      .raw.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    return raw.match(/http:\/\/localhost:\d+\/invitations\/[A-Za-z0-9_-]+/)![0];
  }

  /** From wherever the person is, their profile's New deck (a blank one), then the editor's Image button. */
  async function openImagePicker(page: Page, username: string) {
    await page.getByRole('button', { name: username }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await newDeckFrom(page, 'Blank (white)');
    await waitForEditor(page, `${teamUrl}/${username}/untitled/edit`);
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    await page.getByRole('dialog', { name: 'Media Library' }).waitFor();
  }

  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
  const rowOf = (page: Page, table: string, username: string) =>
    page
      .locator('table', { has: page.locator('caption', { hasText: new RegExp(`^${table}$`) }) })
      .locator('tr', { hasText: username });

  it('signs a team up, runs its members, and audits every step', async () => {
    const owner = await person();
    const problems = collectPageProblems(owner);

    // From the home page to the pricing page, yearly, and its team sign-up: the period comes along.
    await owner.goto(lectern.url);
    await owner.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await owner.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    await owner.getByRole('radio', { name: 'Yearly' }).check();
    expect(await seriousAccessibilityViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SHOTS}/pricing.png`, fullPage: true });
    await owner.getByRole('listitem', { name: 'Team' }).getByRole('link', { name: 'Create a team' }).click();
    await owner.waitForURL(`${lectern.url}/teams/new?period=yearly`);
    // Sign-up: the address follows the name, the first gap is focused.
    await owner.getByRole('heading', { name: 'Create a team' }).waitFor();
    expect(await owner.getByLabel('Billing period').inputValue()).toBe('yearly');
    await owner.getByRole('button', { name: 'Create team' }).click();
    await expect.poll(() => owner.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('team_name');
    await owner.getByText('Required').first().waitFor();
    expect(await seriousAccessibilityViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SHOTS}/sign-up-invalid.png`, fullPage: true });
    await owner.getByLabel('Team name').fill(`Works ${run}`);
    await expect.poll(() => owner.getByLabel('Team address').inputValue()).toBe(slug);
    await owner.getByLabel('Your username').fill(name('owner'));
    await owner.getByLabel('Password').fill(PASSWORD);
    await owner.getByText(`Your team will live at ${slug}.`).waitFor();
    // An address someone already signed up with: the server's problem, as the form's message, and
    // the field focused; nothing was made.
    const taken = `${name('taken')}@example.com`;
    const signedUp = await new ApiSession(lectern.url.replace('localhost', '127.0.0.1')).call('POST', '/api/v1/users', {
      user: { username: name('taken'), email: taken, password: PASSWORD },
    });
    expect(signedUp.status).toBe(201);
    await owner.getByLabel('Your e-mail').fill(taken);
    await owner.getByRole('button', { name: 'Create team' }).click();
    await owner.getByText('Email error: That e-mail is already registered').waitFor();
    await expect.poll(() => owner.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await owner.getByLabel('Your e-mail').fill(`${name('owner')}@example.com`);
    await owner.screenshot({ path: `${SHOTS}/sign-up-filled.png`, fullPage: true });
    await owner.getByRole('button', { name: 'Create team' }).click();

    // The owner lands on the team's own host, signed in there.
    teamUrl = lectern.url.replace('localhost', `${slug}.localhost`);
    await owner.waitForURL(`${teamUrl}/edit`);
    await owner.getByRole('heading', { name: 'Team settings' }).waitFor();
    expect(await owner.getByLabel('Team name').inputValue()).toBe(`Works ${run}`);
    expect(await seriousAccessibilityViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SHOTS}/settings.png`, fullPage: true });

    // The profile menu leads to the team by its name (GET /teams).
    await owner.getByRole('button', { name: name('owner') }).click();
    await owner.getByRole('menuitem', { name: `Works ${run}` }).click();
    await owner.getByRole('heading', { level: 1, name: `Works ${run}` }).waitFor();
    await owner.goBack();
    await owner.getByRole('heading', { name: 'Team settings' }).waitFor();

    // Settings: a Google domain needs a dot.
    await owner.getByLabel('Google domain').fill('nodot');
    await owner.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Please enter a valid domain').waitFor();
    await owner.getByLabel('Google domain').fill('works.example.com');
    // The team keeps its decks internal, and styles every one of them with global CSS that the
    // server compiles (and refuses when it does not).
    await owner.getByLabel('Allow public decks').uncheck();
    const globalCss = owner.getByLabel('Global CSS');
    await globalCss.fill('.reveal { color: ');
    await owner.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => globalCss.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousAccessibilityViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SHOTS}/settings-css-refused.png`, fullPage: true });
    await globalCss.fill(`@ink: ${INK};\n.reveal { color: @ink; }`);
    await owner.getByRole('button', { name: 'Save' }).click();
    await toast(owner, 'Saved successfully');
    expect(await globalCss.getAttribute('aria-invalid')).toBeNull();

    // Invitations: the button waits for an e-mail, which is trimmed.
    await owner.getByRole('navigation', { name: 'Team' }).getByRole('link', { name: 'Invitations' }).click();
    await owner.getByRole('heading', { name: 'Invitations' }).waitFor();
    const send = owner.getByRole('button', { name: 'Send invite' });
    expect(await send.isDisabled()).toBe(true);
    for (const who of ['ada', 'ben']) {
      await owner.getByLabel('E-mail address').fill(`  ${name(who)}@example.com `);
      await send.click();
      await toast(owner, 'Invite sent!');
      await rowOf(owner, 'Invited', `${name(who)}@example.com`).waitFor();
    }
    // A third invitation's link is copied, the invitation sent again, then cancelled.
    const cy = `${name('cy')}@example.com`;
    await owner.getByLabel('E-mail address').fill(cy);
    await send.click();
    await toast(owner, 'Invite sent!');
    await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: teamUrl });
    await rowOf(owner, 'Invited', cy)
      .getByRole('button', { name: `Copy link for ${cy}` })
      .click();
    await toast(owner, 'Invite link copied to clipboard!');
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(await invitationLink(cy));
    const mailsToCy = () => lectern.mails.filter((mail) => mail.to.includes(cy)).length;
    await rowOf(owner, 'Invited', cy)
      .getByRole('button', { name: `Resend to ${cy}` })
      .click();
    await expect.poll(mailsToCy, { timeout: 10_000 }).toBe(2);
    await rowOf(owner, 'Invited', cy)
      .getByRole('button', { name: `Cancel invite for ${cy}` })
      .click();
    await toast(owner, 'Invite deleted');
    await rowOf(owner, 'Invited', cy).waitFor({ state: 'detached' });
    await owner.getByLabel('E-mail address').fill('not-an-email');
    await send.click();
    await toast(owner, 'Please enter a valid email');
    await owner.getByLabel('E-mail address').fill('');
    // The notices are still fading in: their contrast is judged once they are drawn.
    await expect.poll(() => seriousAccessibilityViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SHOTS}/invitations.png`, fullPage: true });

    // Each invited person opens the link mailed to them and joins.
    const joined: Record<string, Page> = {};
    for (const who of ['ada', 'ben']) {
      const page = await person();
      await page.goto(await invitationLink(`${name(who)}@example.com`));
      await page.getByRole('heading', { name: `Join Works ${run}` }).waitFor();
      if (who === 'ada') {
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/invitation.png`, fullPage: true });
      }
      await page.getByLabel('Username').fill(name(who));
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Join the team' }).click();
      await page.waitForURL(`${teamUrl}/team`);
      await page.getByRole('heading', { name: `Works ${run}` }).waitFor();
      joined[who] = page;
    }
    await joined.ada!.getByLabel('Search members').fill(name('ben'));
    await joined
      .ada!.getByRole('search')
      .getByText(`${name('ben')}@example.com`)
      .waitFor();
    await joined.ada!.screenshot({ path: `${SHOTS}/team-show.png`, fullPage: true });

    // Team media: the owner puts the team's logo in its shared library from the editor; Ben, a
    // member, finds it there read-only and shows it on a slide of his own.
    const ben = joined.ben!;
    await openImagePicker(ben, name('ben'));
    const benLibrary = ben.getByRole('dialog', { name: 'Media Library' });
    const benTeamTab = benLibrary.getByRole('tab', { name: 'Team Media' });
    await expect.poll(() => benTeamTab.getAttribute('aria-disabled')).toBe('true');
    // The tab is disabled while the team's media loads too ('Loading team media…'): its reason follows.
    const tip = await benTeamTab.getAttribute('aria-describedby');
    await expect
      .poll(() => ben.locator(`[id="${tip}"]`).textContent())
      .toBe("Your team doesn't have any shared media yet. Only admins can upload team media.");
    // A click on the disabled tab (which Playwright would otherwise refuse to make) changes nothing.
    await benTeamTab.click({ force: true });
    expect(await benTeamTab.getAttribute('aria-selected')).toBe('false');
    await benLibrary.getByRole('button', { name: 'Close media library' }).click();
    // The new-editor announcement greets the team's managers on their profile until dismissed for good.
    await owner.getByRole('button', { name: name('owner') }).click();
    await owner.getByRole('menuitem', { name: 'Profile' }).click();
    const announcement = owner.getByRole('region', { name: 'The new editor is ready for your team' });
    await announcement.waitFor();
    expect(await seriousAccessibilityViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SHOTS}/announcement.png` });
    await announcement.getByRole('button', { name: 'Dismiss' }).click();
    await announcement.waitFor({ state: 'detached' });
    const teamRead = owner.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/team');
    await owner.reload();
    await teamRead;
    await owner.getByRole('button', { name: 'New deck' }).waitFor();
    await owner.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await announcement.count()).toBe(0);
    await openImagePicker(owner, name('owner'));
    const ownerLibrary = owner.getByRole('dialog', { name: 'Media Library' });
    await ownerLibrary.getByRole('tab', { name: 'Team Media' }).click();
    await ownerLibrary
      .getByText("Your team doesn't have any shared media yet. Only admins can upload team media.")
      .waitFor();
    await ownerLibrary.getByLabel('Upload', { exact: true }).setInputFiles({
      name: 'team-logo.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 320, height: 200, channels: 3, background: '#7c3aed' } })
        .png()
        .toBuffer(),
    });
    await ownerLibrary.waitFor({ state: 'detached' });
    await editorCanvas(owner).block('image').locator('img').waitFor();
    await ben.getByRole('button', { name: 'Image', exact: true }).click();
    await benTeamTab.click();
    await benLibrary.getByRole('button', { name: 'team-logo', exact: true }).waitFor();
    await benLibrary.getByText('Only admins can change team media.').waitFor();
    expect(await benLibrary.getByLabel('Upload', { exact: true }).count()).toBe(0);
    expect(await benLibrary.getByRole('button', { name: 'Rename team-logo' }).count()).toBe(0);
    expect(await benLibrary.getByRole('button', { name: /^New tag/ }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(ben)).toEqual([]);
    await ben.screenshot({ path: `${SHOTS}/team-media-member.png` });
    await benLibrary.getByRole('button', { name: 'team-logo', exact: true }).click();
    await benLibrary.waitFor({ state: 'detached' });
    // The team's global CSS styles the slides of its members' decks.
    expect(
      await editorCanvas(ben)
        .canvas()
        .evaluate((slide) => getComputedStyle(slide).color),
    ).toBe(INK);
    await expect
      .poll(() =>
        editorCanvas(ben)
          .block('image')
          .locator('img')
          .evaluate((image) => (image as HTMLImageElement).naturalWidth),
      )
      .toBe(320);

    // Ben has a deck the team will keep.
    await (await apiAs(name('ben'))).call('POST', '/api/v1/decks', { deck: { title: `Ben plan ${run}` } });

    // Members: the owner's role is fixed, the owner cannot be deactivated; Ada becomes admin.
    await owner.getByRole('link', { name: 'Back to the deck' }).click();
    await owner.getByRole('button', { name: name('owner') }).click();
    await owner.getByRole('menuitem', { name: 'Settings: Members' }).click();
    await rowOf(owner, 'Active', name('ben')).waitFor();
    const ownerRow = rowOf(owner, 'Active', name('owner'));
    expect(await ownerRow.getByRole('combobox').count()).toBe(0);
    expect(await ownerRow.getByRole('button', { name: /Deactivate/ }).count()).toBe(0);
    await owner.getByLabel(`Role of ${name('ada')}`).selectOption('admin');
    await toast(owner, 'Role saved');
    await owner.getByRole('button', { name: `Deactivate ${name('ben')}` }).click();
    await toast(owner, 'User deactivated');
    await rowOf(owner, 'Inactive', name('ben')).waitFor();
    expect(await owner.getByLabel(`Role of ${name('ben')}`).isDisabled()).toBe(true);
    expect(await seriousAccessibilityViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SHOTS}/members.png`, fullPage: true });
    await owner.getByRole('button', { name: `Reactivate ${name('ben')}` }).click();
    await toast(owner, 'User activated');
    await rowOf(owner, 'Active', name('ben')).waitFor();

    // Deleting Ben, keeping his decks: they become the owner's.
    await owner.getByRole('button', { name: `Deactivate ${name('ben')}` }).click();
    await rowOf(owner, 'Inactive', name('ben')).waitFor();
    await owner.getByRole('button', { name: `Delete ${name('ben')}` }).click();
    const dialog = owner.getByRole('alertdialog', { name: 'Remove this user?' });
    expect(await dialog.getByLabel('Keep their decks (they move to you)').isChecked()).toBe(true);
    expect(await seriousAccessibilityViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SHOTS}/delete-member.png` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(owner, 'User deleted');
    await owner.getByText('No one is deactivated.').waitFor();
    expect(await owner.locator('tr', { hasText: name('ben') }).count()).toBe(0);
    await owner.goto(`${teamUrl}/${name('owner')}`);
    await owner.getByText(`Ben plan ${run}`).waitFor();
    // Ben's deck started internal, and cannot be made public while the team keeps decks internal.
    await owner.getByRole('button', { name: `Change visibility of Ben plan ${run}` }).click();
    const prompt = owner.getByRole('dialog', { name: 'Visibility' });
    await prompt.getByText('Your team keeps its decks internal.').waitFor();
    expect(await prompt.getByRole('radio', { name: /^Public/ }).isDisabled()).toBe(true);
    expect(await prompt.getByRole('radio', { name: /^Internal/ }).isChecked()).toBe(true);
    expect(await seriousAccessibilityViolations(owner)).toEqual([]);
    await prompt.getByRole('button', { name: 'Cancel' }).click();

    // The audit: each step with who made it, in order; the CSV holds the same rows.
    await owner.getByRole('button', { name: name('owner') }).click();
    await owner.getByRole('menuitem', { name: 'Membership audit' }).click();
    await owner.locator('.membership-audit__table').waitFor();
    const rows = await owner.locator('.membership-audit__table tbody tr').evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')
          .slice(1)
          .join(' | '),
      ),
    );
    const [o, a, b] = [name('owner'), name('ada'), name('ben')];
    expect(rows).toEqual([
      `Team created | ${o} | owner | ${o}`,
      `Invited | ${a}@example.com | member | ${o}`,
      `Invited | ${b}@example.com | member | ${o}`,
      `Invited | ${name('cy')}@example.com | member | ${o}`,
      `Invitation resent | ${name('cy')}@example.com |  | ${o}`,
      `Invitation cancelled | ${name('cy')}@example.com |  | ${o}`,
      `Joined | ${a} | member | ${a}`,
      `Joined | ${b} | member | ${b}`,
      `Role changed | ${a} | admin | ${o}`,
      `Deactivated | ${b} |  | ${o}`,
      `Reactivated | ${b} |  | ${o}`,
      `Deactivated | ${b} |  | ${o}`,
      `Deleted | ${b} | Decks kept | ${o}`,
    ]);
    const download = owner.waitForEvent('download');
    await owner.getByRole('link', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const csvRows = csv
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',').map((cell) => cell.slice(1, -1)));
    expect(csvRows.map((cells) => `${cells[2] || cells[3]} by ${cells[6]}`)).toEqual(
      rows.map((row) => {
        const [, member, , by] = row.split(' | ');
        return `${member} by ${by}`;
      }),
    );

    // An internal deck: Ada (in the team) reads it, an outsider is told it does not exist.
    const internal = (await (
      await (
        await apiAs(name('owner'))
      ).call('POST', '/api/v1/decks', {
        deck: { title: `Internal ${run}`, visibility: 'team' },
      })
    ).json()) as { deck: { slug: string } };
    const deckPath = `/${name('owner')}/${internal.deck.slug}`;
    await joined.ada!.goto(`${teamUrl}/team`);
    await joined.ada!.getByRole('link', { name: `Internal ${run}` }).click();
    await joined.ada!.waitForURL(`${teamUrl}${deckPath}`);
    await joined.ada!.getByRole('heading', { level: 1, name: `Internal ${run}` }).waitFor();
    // Ada's own profile lists it among the decks shared with her, as someone else's.
    await joined.ada!.getByRole('button', { name: name('ada') }).click();
    await joined.ada!.getByRole('menuitem', { name: 'Profile' }).click();
    // Ada manages the team now: she turns the new editor on for everyone, which ends its announcement.
    const adaAnnouncement = joined.ada!.getByRole('region', { name: 'The new editor is ready for your team' });
    await adaAnnouncement.getByRole('button', { name: 'Turn it on for the team' }).click();
    await toast(joined.ada!, 'The new editor is on for your team');
    await adaAnnouncement.waitFor({ state: 'detached' });
    await joined.ada!.getByRole('button', { name: /^Shared with me/ }).click();
    const sharedCard = joined.ada!.getByRole('article', { name: `Internal ${run}` });
    await sharedCard.getByText(`by ${name('owner')}`).waitFor();
    expect(await sharedCard.getByRole('link', { name: `Edit Internal ${run}` }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(joined.ada!)).toEqual([]);
    await joined.ada!.screenshot({ path: `${SHOTS}/shared-with-me.png`, fullPage: true });
    const outsider = await person();
    await outsider.goto(`${lectern.url}/users/sign_up`);
    await outsider.getByLabel('Username').fill(name('olga'));
    await outsider.getByLabel('E-mail').fill(`${name('olga')}@example.com`);
    await outsider.getByLabel('Password').fill(PASSWORD);
    await outsider.getByLabel('I agree to the Terms of Service and Privacy policy').check();
    await outsider.getByRole('button', { name: 'Sign up' }).click();
    await outsider.waitForURL(`${lectern.url}/${name('olga')}`);
    await outsider.goto(`${lectern.url}${deckPath}`);
    await outsider.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await outsider.getByText(`Internal ${run}`).count()).toBe(0);
    expect(problems).toEqual([]);
    // Five people, two e-mails and a dozen screens in one journey: minutes on a loaded 2-core machine.
  }, 300_000);

  it('offers a person outside any team to create one from their profile menu', async () => {
    const page = await person();
    const problems = collectPageProblems(page);
    const loner = name('loner');
    await new ApiSession(lectern.url).call('POST', '/api/v1/users', {
      user: { username: loner, email: `${loner}@example.com`, password: PASSWORD },
    });
    await page.goto(`${lectern.url}/users/sign_in`);
    await page.getByLabel('Username or e-mail').fill(loner);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${lectern.url}/${loner}`);
    await page.getByRole('button', { name: loner }).click();
    await page.getByRole('menuitem', { name: 'Create a team' }).click();
    await page.waitForURL(`${lectern.url}/teams/new`);
    await page.getByRole('heading', { name: 'Create a team' }).waitFor();
    expect(problems).toEqual([]);
  });
});
