import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deck, Theme } from '@lectern/contracts';
import { waitUntil } from '@lectern/testing';
import { ApiSession } from '../e2e/support/api-session.js';
import { startOwnLectern, type TestLectern } from '../e2e/support/server.js';
import { download, exportDeck, signedUp } from './exports-support.js';

const PASSWORD = 'secret-password';
/** A red band across the top of every slide, drawn by the theme's markup and styled by its CSS. */
const BAND_HTML = '<div class="brand-band">ACME</div>';
const BAND_LESS =
  '.brand-band { position: absolute; left: 0; top: 0; width: 100%; height: 140px; background: #ff0000; }';
const SLIDE =
  '<section><div class="sl-block" data-block-type="text" style="left:80px;top:400px;width:800px;height:auto"><div class="sl-block-content"><p>Body</p></div></div></section>';

/** The colour of a picture's pixel, as [r, g, b]. */
async function pixel(picture: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - expected[i]!) <= 12);

/**
 * What the export worker draws of a theme: its thumbnail after its saves (its look, styling and
 * markup on the sample slide), served to the team's members, drawn again after each save; the
 * pictures of the decks that follow the theme, drawn again when it changes; and their exports,
 * with the theme's markup on every page.
 */
describe('themes rendered by the export worker', () => {
  let lectern: TestLectern;
  let owner: ApiSession;
  let member: ApiSession;

  const themeOf = async (id: string) =>
    ((await (await owner.call('GET', `/api/v1/themes/${id}`)).json()) as { theme: Theme }).theme;
  const deckOf = async (id: string) =>
    ((await (await member.call('GET', `/api/v1/decks/${id}`)).json()) as { deck: Deck }).deck;
  const picture = async (session: ApiSession, url: string) => {
    const answer = await session.call('GET', url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    return Buffer.from(await answer.arrayBuffer());
  };
  /** The url `read` answers once it is set and differs from `before`. */
  const newUrl = (read: () => Promise<string | null>, before: string | null = null) =>
    waitUntil(
      async () => {
        const url = await read();
        return url && url !== before ? url : undefined;
      },
      { timeoutMs: 40_000, intervalMs: 200, message: 'a new picture' },
    );

  beforeAll(async () => {
    lectern = await startOwnLectern({ fontList: true, thumbnails: true });
    owner = new ApiSession(lectern.url);
    await owner.succeed('POST', '/api/v1/teams', {
      team: { name: 'Thumb Themes', slug: 'thumb-themes' },
      user: { username: 'thumb-theme-owner', email: 'thumb-theme-owner@example.com', password: PASSWORD },
      subscription: { billing_period: 'yearly' },
    });
    const { invitation } = (await owner.succeed('POST', '/api/v1/team/invitations', {
      invitation: { email: 'thumb-theme-member@example.com' },
    })) as { invitation: { invitation_url: string } };
    member = new ApiSession(lectern.url);
    await member.succeed('POST', `/api/v1${new URL(invitation.invitation_url).pathname}`, {
      user: { username: 'thumb-theme-member', password: PASSWORD },
    });
  }, 60_000);
  afterAll(() => lectern?.stop());

  it("draws a theme with its look and markup, again after each save, for the team's members only", async () => {
    const { theme } = (await owner.succeed('POST', '/api/v1/themes', { theme: { name: 'Banded' } })) as {
      theme: Theme;
    };
    expect(theme.thumbnail_url).toBeNull();
    const plain = await newUrl(async () => (await themeOf(theme.id)).thumbnail_url);
    const first = await picture(owner, plain);
    const { width, height } = await sharp(first).metadata();
    expect([width, height]).toEqual([520, Math.round((520 * 700) / 960)]);
    expect(near(await pixel(first, 10, 10), [255, 255, 255])).toBe(true);

    await owner.succeed('PUT', `/api/v1/themes/${theme.id}`, { theme: { html: BAND_HTML, less: BAND_LESS } });
    const banded = await newUrl(async () => (await themeOf(theme.id)).thumbnail_url, plain);
    expect(near(await pixel(await picture(owner, banded), 10, 10), [255, 0, 0])).toBe(true);

    // Members read it as they read the theme; no one else finds it.
    await picture(member, banded);
    expect((await (await signedUp(lectern, 'thumb-theme-stranger')).call('GET', banded)).status).toBe(404);
    expect((await new ApiSession(lectern.url).call('GET', banded)).status).toBe(401);
  });

  it('draws again the decks that follow a theme when it changes how it looks, and exports them with its markup', async () => {
    const { theme } = (await owner.succeed('POST', '/api/v1/themes', { theme: { name: 'Default' } })) as {
      theme: Theme;
    };
    await owner.succeed('PUT', '/api/v1/team', { team: { default_theme_id: theme.id } });
    const { deck } = (await member.succeed('POST', '/api/v1/decks', { deck: { title: 'Followed' } })) as { deck: Deck };
    expect(deck.theme_id).toBe(theme.id);
    await member.succeed('PUT', `/api/v1/decks/${deck.id}`, { deck: { data: SLIDE, version: deck.version } });
    const before = await newUrl(async () => (await deckOf(deck.id)).thumbnail_url);
    expect(near(await pixel(await picture(member, before), 10, 10), [255, 255, 255])).toBe(true);

    await owner.succeed('PUT', `/api/v1/themes/${theme.id}`, { theme: { html: BAND_HTML, less: BAND_LESS } });
    const after = await newUrl(async () => (await deckOf(deck.id)).thumbnail_url, before);
    expect(near(await pixel(await picture(member, after), 10, 10), [255, 0, 0])).toBe(true);

    // Its PDF has the theme's markup on every page.
    const work = await mkdtemp(path.join(os.tmpdir(), 'lectern-themed-export-'));
    try {
      await member.succeed('PUT', `/api/v1/decks/${deck.id}`, {
        deck: { data: SLIDE + SLIDE.replace('Body', 'Second'), version: (await deckOf(deck.id)).version },
      });
      const job = await exportDeck(member, await deckOf(deck.id), 'pdf');
      expect(job.status).toBe('done');
      const text = execFileSync('pdftotext', ['-layout', await download(member, job, work), '-'], { encoding: 'utf8' });
      expect(
        text
          .split('\f')
          .filter((page) => page.trim() !== '')
          .map((page) => page.includes('ACME')),
      ).toEqual([true, true]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
