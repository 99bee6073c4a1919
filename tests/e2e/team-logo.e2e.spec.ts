import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAccessibilityViolations } from './support/accessibility.js';
import { ApiSession } from './support/api-session.js';
import { signIn } from './support/accounts.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const PASSWORD = 'a-good-password';
const SHOTS = '/tmp/shots-team-logo';

describe("a team's logo and its members' way to the team page", () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let logoFile: string;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    lectern = await startLectern();
    browser = await launchBrowser();
    logoFile = path.join(os.tmpdir(), `lectern-team-logo-${process.pid}.png`);
    await writeFile(
      logoFile,
      await sharp({ create: { width: 160, height: 60, channels: 3, background: '#7c3aed' } })
        .png()
        .toBuffer(),
    );
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
  });

  const call = async (api: ApiSession, method: 'POST', pathname: string, body: unknown) => {
    const response = await api.call(method, pathname, body);
    if (response.status >= 300) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
    return (await response.json()) as Record<string, Record<string, string>>;
  };

  const logoShown = (page: Page) =>
    page
      .getByRole('img', { name: 'Team logo' })
      .evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));

  it('is uploaded in the team settings and shown on the team page, which a member reaches from the profile menu', async () => {
    const owner = new ApiSession(lectern.url);
    await call(owner, 'POST', '/api/v1/teams', {
      team: { name: 'Logo Works', slug: 'logo-works' },
      user: { username: 'logo-owner', email: 'logo-owner@example.com', password: PASSWORD },
    });
    const { invitation } = await call(owner, 'POST', '/api/v1/team/invitations', {
      invitation: { email: 'logo-member@example.com' },
    });
    await call(new ApiSession(lectern.url), 'POST', `/api/v1${new URL(invitation!.invitation_url!).pathname}`, {
      user: { username: 'logo-member', password: PASSWORD },
    });

    // The owner: profile menu, Settings: Team, upload a logo.
    const page = await browser.newPage();
    const problems = collectPageProblems(page);
    await signIn(page, lectern.url, 'logo-owner', PASSWORD);
    await page.getByRole('button', { name: 'logo-owner' }).click();
    await page.getByRole('menuitem', { name: 'Settings: Team' }).click();
    await page.getByRole('heading', { name: 'Team settings' }).waitFor();
    const logo = page.getByRole('group', { name: 'Team logo' });
    await logo.getByLabel('Upload logo').setInputFiles(logoFile);
    await expect.poll(() => logoShown(page)).toBe(160);
    await logo.getByLabel('Replace logo').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/settings.png`, fullPage: true });
    expect(problems).toEqual([]);

    // A member (not a manager): from their profile, the menu names the team and leads to its page.
    const member = await browser.newPage();
    const memberProblems = collectPageProblems(member);
    await signIn(member, lectern.url, 'logo-member', PASSWORD);
    await member.getByRole('button', { name: 'logo-member' }).click();
    await member.getByRole('menuitem', { name: 'Logo Works' }).click();
    await member.getByRole('heading', { level: 1, name: 'Logo Works' }).waitFor();
    await expect.poll(() => logoShown(member)).toBe(160);
    expect(await member.getByRole('link', { name: 'Settings' }).count()).toBe(0);
    await member.screenshot({ path: `${SHOTS}/team-page.png`, fullPage: true });
    expect(memberProblems).toEqual([]);
  });
});
