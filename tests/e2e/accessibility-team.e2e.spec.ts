import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolationsIn } from './support/accessibility.js';
import { ApiSession } from './support/api-session.js';
import { signIn } from './support/accounts.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
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

  it('has no serious violation on the team screens of a team owner', async () => {
    const call = async (api: ApiSession, method: 'POST' | 'DELETE', path: string, body?: unknown) => {
      const response = await api.call(method, path, body);
      if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.status === 204 ? undefined : ((await response.json()) as unknown);
    };
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
      await page.goto(`${lectern.url}/team/users`);
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
});
