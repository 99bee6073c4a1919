import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolationsIn } from './support/accessibility.js';
import { ApiSession } from './support/api-session.js';
import { signIn } from './support/accounts.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { newDeckFrom, waitForEditor } from './support/editor.js';
import { startLectern } from './support/server.js';

const PASSWORD = 'a-good-password';

/** axe-core on the team screens of a team owner and of people joining (a file of its own, so the end-to-end workers share the slowest checks). */
describe('accessibility of the team screens (axe-core, WCAG 2.1 AA)', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
  });

  afterEach(async () => {
    await page?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const violationsIn = (state: string) => seriousViolationsIn(page, state);

  /** Answers a call's JSON, failing on any refusal. */
  const call = async (api: ApiSession, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    const response = await api.call(method, path, body);
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : ((await response.json()) as unknown);
  };

  it('has no serious violation on the team screens of a team owner', async () => {
    const owner = new ApiSession(lectern.url);
    await call(owner, 'POST', '/api/v1/teams', {
      team: { name: 'Axe Team', slug: 'axe-team' },
      user: { username: 'axe-team-owner', email: 'axe-team-owner@example.com', password: PASSWORD },
    });
    const invite = async (who: string) =>
      (
        (await call(owner, 'POST', '/api/v1/team/invitations', {
          invitation: { email: `${who}@example.com` },
        })) as { invitation: { invitation_url: string } }
      ).invitation.invitation_url;
    const joining = await invite('axe-team-ben');
    const joined = (await call(new ApiSession(lectern.url), 'POST', `/api/v1${new URL(joining).pathname}`, {
      user: { username: 'axe-team-ben', password: PASSWORD },
    })) as { user: { id: string } };
    await call(owner, 'DELETE', `/api/v1/team/users/${joined.user.id}/deactivate`);
    const waiting = await invite('axe-team-cy');

    const visitor = await launchBrowser();
    try {
      page = await visitor.newPage();
      const found: string[] = [];
      const check = async (state: string) => found.push(...(await violationsIn(state)));
      await page.goto(new URL(new URL(waiting).pathname, lectern.url).toString());
      await page.getByRole('button', { name: 'Join the team' }).waitFor();
      await check('invitation page');
      await page.goto(`${lectern.url}/teams/new`);
      await page.getByRole('button', { name: 'Create team' }).click();
      await page.getByText('Required').first().waitFor();
      await check('team sign-up with its problems shown');
      await page.close();

      page = await browser.newPage();
      problems = collectPageProblems(page);
      await signIn(page, lectern.url, 'axe-team-owner', PASSWORD);
      await page.getByRole('button', { name: 'axe-team-owner' }).click();
      await page.getByRole('menuitem', { name: 'Settings: Team' }).waitFor();
      await check("team manager's menu");
      await page.getByRole('menuitem', { name: 'Settings: Team' }).click();
      await page.getByRole('heading', { name: 'Team settings' }).waitFor();
      await check('team settings');
      // The members' address of spec/002 §2 (the menu's Members leads to /team/users, the same screen).
      await page.goto(`${lectern.url}/edit_members`);
      await page.getByRole('button', { name: 'Reactivate axe-team-ben' }).waitFor();
      await page.getByRole('cell', { name: 'axe-team-cy@example.com', exact: true }).waitFor();
      await check('members: active, inactive and invited');
      await page.getByRole('button', { name: 'Delete axe-team-ben' }).click();
      await page.getByRole('alertdialog', { name: 'Remove this user?' }).waitFor();
      await check('removing a member');
      await page.keyboard.press('Escape');
      await page.goto(`${lectern.url}/team/invitations`);
      await page.getByRole('button', { name: 'Send invite' }).waitFor();
      await check('invitations');
      await page.goto(`${lectern.url}/team`);
      await page.getByLabel('Search members').fill('axe-team');
      await page.getByRole('search').getByText('axe-team-owner@example.com').waitFor();
      await check('team page with a member search');
      expect(found).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it("has no serious violation in what a team shares: its media, its internal decks, its managers' announcement", async () => {
    const owner = new ApiSession(lectern.url);
    await call(owner, 'POST', '/api/v1/teams', {
      team: { name: 'Axe Share', slug: 'axe-share' },
      user: { username: 'axe-share-owner', email: 'axe-share-owner@example.com', password: PASSWORD },
    });
    const { media } = (await call(owner, 'POST', '/api/v1/team/media', {
      media: { type: 'Image', filename: 'axe-logo.png' },
    })) as { media: { id: string; upload_url: string } };
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    expect((await owner.upload('PUT', media.upload_url, logo, 'image/png')).status).toBe(200);
    await call(owner, 'PUT', `/api/v1/team/media/${media.id}`, { media: { status: 'upload_complete' } });
    await call(owner, 'POST', '/api/v1/decks', { deck: { title: 'Axe internal', visibility: 'team' } });
    const invited = (await call(owner, 'POST', '/api/v1/team/invitations', {
      invitation: { email: 'axe-share-mia@example.com' },
    })) as { invitation: { invitation_url: string } };
    await call(new ApiSession(lectern.url), 'POST', `/api/v1${new URL(invited.invitation.invitation_url).pathname}`, {
      user: { username: 'axe-share-mia', password: PASSWORD },
    });

    const found: string[] = [];
    const check = async (state: string) => found.push(...(await violationsIn(state)));
    const openTeamMedia = async (username: string) => {
      await newDeckFrom(page, 'Blank (white)');
      await waitForEditor(page, `${lectern.url}/${username}/untitled/edit`);
      await page.getByRole('button', { name: 'Image', exact: true }).click();
      const library = page.getByRole('dialog', { name: 'Media Library' });
      await library.getByRole('tab', { name: 'Team Media' }).click();
      await library.getByRole('button', { name: 'axe-logo', exact: true }).waitFor();
      return library;
    };

    page = await browser.newPage();
    problems = collectPageProblems(page);
    await signIn(page, lectern.url, 'axe-share-owner', PASSWORD);
    await page.getByRole('region', { name: 'The new editor is ready for your team' }).waitFor();
    await check("a manager's profile with the new-editor announcement");
    const managed = await openTeamMedia('axe-share-owner');
    await managed.getByLabel('Upload', { exact: true }).waitFor();
    await check('Team Media, which a manager changes');
    await page.close();

    const member = await launchBrowser();
    try {
      page = await member.newPage();
      problems.push(...collectPageProblems(page));
      await signIn(page, lectern.url, 'axe-share-mia', PASSWORD);
      await page.getByRole('button', { name: /^Shared with me/ }).click();
      await page.getByRole('article', { name: 'Axe internal' }).waitFor();
      await check('the decks shared with a member');
      const readOnly = await openTeamMedia('axe-share-mia');
      await readOnly.getByText('Only admins can change team media.').waitFor();
      await check('Team Media, read-only for a member');
      expect(found).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await member.close();
    }
  });
});
