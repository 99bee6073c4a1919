import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiSession } from './support/api-session.js';
import { signIn } from './support/accounts.js';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const PASSWORD = 'a-good-password';

/** The membership audit page: a team's manager finds it in the menu, reads each change in order, filters and exports it. */
describe('membership audit', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;

  /** Invites `username` and signs them up through the invitation link; answers their user id. */
  async function inviteAndJoin(owner: ApiSession, username: string): Promise<string> {
    const { invitation } = (await owner.succeed('POST', '/api/v1/team/invitations', {
      invitation: { email: `${username}@example.com` },
    })) as { invitation: { invitation_url: string } };
    const token = invitation.invitation_url.split('/invitations/')[1]!;
    const joined = (await new ApiSession(lectern.url).succeed('POST', `/api/v1/invitations/${token}`, {
      user: { username, password: PASSWORD },
    })) as { user: { id: string } };
    return joined.user.id;
  }

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    const owner = new ApiSession(lectern.url);
    await owner.succeed('POST', '/api/v1/teams', {
      team: { name: 'Audit Works', slug: 'audit-works' },
      user: { username: 'audit-owner', email: 'audit-owner@example.com', password: PASSWORD },
    });
    const ada = await inviteAndJoin(owner, 'audit-ada');
    const ben = await inviteAndJoin(owner, 'audit-ben');
    await owner.succeed('PUT', `/api/v1/team/users/${ada}`, { user: { role: 'admin' } });
    await owner.succeed('DELETE', `/api/v1/team/users/${ben}/deactivate`);
    await owner.succeed('POST', `/api/v1/team/users/${ben}/reactivate`);
    await owner.succeed('DELETE', `/api/v1/team/users/${ben}/deactivate`);
    await owner.succeed('DELETE', `/api/v1/team/users/${ben}`, { absorb_decks: true });
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const tableRows = (page: Page) =>
    page.locator('.membership-audit__table tbody tr').evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')
          .slice(1)
          .join(' | '),
      ),
    );

  it('lists each membership change with its actor in order, filters by member, and exports the same rows', async () => {
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await signIn(page, lectern.url, 'audit-owner', PASSWORD);
    await page.getByRole('button', { name: 'audit-owner' }).click();
    await page.getByRole('menuitem', { name: 'Membership audit' }).click();
    await page.getByRole('heading', { name: 'Membership audit' }).waitFor();
    await page.locator('.membership-audit__table').waitFor();

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const all = await tableRows(page);
    expect(all).toEqual([
      'Team created | audit-owner | owner | audit-owner',
      'Invited | audit-ada@example.com | member | audit-owner',
      'Joined | audit-ada | member | audit-ada',
      'Invited | audit-ben@example.com | member | audit-owner',
      'Joined | audit-ben | member | audit-ben',
      'Role changed | audit-ada | admin | audit-owner',
      'Deactivated | audit-ben |  | audit-owner',
      'Reactivated | audit-ben |  | audit-owner',
      'Deactivated | audit-ben |  | audit-owner',
      'Deleted | audit-ben | Decks kept | audit-owner',
    ]);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const csvRows = csv
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',').map((cell) => cell.slice(1, -1)));
    expect(csvRows.map((cells) => `${cells[2] || cells[3]} by ${cells[6]}`)).toEqual(
      all.map((row) => {
        const [, member, , by] = row.split(' | ');
        return `${member} by ${by}`;
      }),
    );

    await page.getByLabel('Member').fill('audit-ben@example.com');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/member=audit-ben%40example\.com/);
    await expect.poll(() => tableRows(page)).toEqual(all.filter((row) => row.includes('audit-ben')));
    await page.getByLabel('To').fill('2000-01-01');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('No membership changes match.').waitFor();
    expect(problems).toEqual([]);
  });

  it('is not in the menu of a plain member, and refuses them', async () => {
    const owner = new ApiSession(lectern.url);
    await owner.succeed('POST', '/api/v1/session', { user: { login: 'audit-owner', password: PASSWORD } });
    await inviteAndJoin(owner, 'audit-cleo');
    const member = await launchBrowser();
    try {
      const page = await member.newPage();
      await signIn(page, lectern.url, 'audit-cleo', PASSWORD);
      await page.getByRole('button', { name: 'audit-cleo' }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).waitFor();
      expect(await page.getByRole('menuitem', { name: 'Membership audit' }).count()).toBe(0);
      await page.goto(`${lectern.url}/teams/audit`);
      await page.getByText("Only the team's owner and admins see its membership audit.").waitFor();
    } finally {
      await member.close();
    }
  });
});
