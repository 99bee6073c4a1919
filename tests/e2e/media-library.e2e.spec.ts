import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ApiSession } from './support/api-session.js';
import { collectPageProblems, launchBrowser, type LaunchedBrowser } from './support/browser.js';
import { startLectern } from './support/server.js';

const USERNAME = 'media-maker';
const PASSWORD = 'a-good-password';

/** The files of the test, made fresh: three bitmaps, an SVG and a two-second MP4. */
async function makeFiles(folder: string) {
  const picture = (format: 'png' | 'jpeg' | 'gif', background: string) =>
    sharp({ create: { width: 640, height: 480, channels: 3, background } })
      [format]()
      .toBuffer();
  const files = {
    png: path.join(folder, 'sunrise.png'),
    jpeg: path.join(folder, 'harbour.jpg'),
    gif: path.join(folder, 'banner.gif'),
    svg: path.join(folder, 'logo.svg'),
    mp4: path.join(folder, 'clip.mp4'),
  };
  await writeFile(files.png, await picture('png', '#f59e0b'));
  await writeFile(files.jpeg, await picture('jpeg', '#0ea5e9'));
  await writeFile(files.gif, await picture('gif', '#22c55e'));
  await writeFile(
    files.svg,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" rx="12" fill="#4f46e5"/><circle cx="60" cy="40" r="22" fill="#fff"/></svg>',
  );
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=25:duration=2',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    files.mp4,
  ]);
  return files;
}

describe('the media library', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let browser: LaunchedBrowser;
  let work: string;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    lectern = await startLectern();
    browser = await launchBrowser();
    work = await mkdtemp(path.join(os.tmpdir(), 'lectern-media-e2e-'));
    const response = await new ApiSession(lectern.url).call('POST', '/api/v1/users', {
      user: { username: USERNAME, email: `${USERNAME}@example.com`, password: PASSWORD },
    });
    expect(response.status).toBe(201);
    // A plan that uploads video.
    await lectern.admin.setPlan(USERNAME, 'pro');
    page = await browser.newPage();
    problems = collectPageProblems(page);
  });

  afterAll(async () => {
    await browser?.close();
    await lectern?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const library = () => page.getByRole('dialog', { name: 'Media Library' });
  const notification = (text: string) =>
    library().getByRole('status', { name: 'Notifications' }).getByText(text, { exact: true });
  const tile = (label: string) =>
    library()
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: label, exact: true }) });
  const item = (label: string) => library().getByRole('button', { name: label, exact: true });
  const tag = (name: string) => library().getByRole('list', { name: 'Tags' }).getByRole('button', { name });
  const meterText = (meter: Locator) => meter.getAttribute('aria-valuetext');

  /** Every thumbnail of the list has loaded a picture. */
  const thumbnailsLoaded = (count: number) =>
    expect
      .poll(
        () =>
          library()
            .getByRole('list', { name: 'Media' })
            .locator('img')
            .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length),
        { timeout: 60_000 },
      )
      .toBe(count);

  it('asks a visitor to sign in first, then opens on /media; a library that fails to load offers to try again', async () => {
    // The media list answers with a failure until the test lets it through.
    const failing = '**/api/v1/media?page=*';
    await page.route(failing, (route) =>
      route.fulfill({ status: 400, json: { error: { code: 'bad_request', message: 'Refused' } } }),
    );
    await page.goto(`${lectern.url}/media`);
    await page.waitForURL(/\/users\/sign_in\?redirect=/);
    await page.getByLabel('Username or e-mail').fill(USERNAME);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${lectern.url}/media`);
    await library().waitFor();
    expect(await page.locator('.page').getAttribute('data-page-type')).toBe('media-library');
    await library().getByRole('alert').getByText('Failed to load media').waitFor();
    await page.unroute(failing);
    await library().getByRole('button', { name: 'Try again' }).click();
    await library().getByText("You haven't uploaded any media yet.").waitFor();
    expect(await library().getByRole('tab').allTextContents()).toEqual(['My Uploads', 'Search']);
  });

  it('uploads images and a video through the file input and by dropping, and shows their thumbnails', async () => {
    const files = await makeFiles(work);
    const meter = library().getByRole('meter', { name: 'Storage' });
    await expect.poll(() => meterText(meter)).toBe('0 bytes of 10 GB used');

    await library().getByLabel('Upload', { exact: true }).setInputFiles([files.png, files.jpeg, files.svg, files.mp4]);
    const queue = library().getByRole('region', { name: 'Upload queue' });
    await queue.waitFor();
    await queue.getByText('sunrise.png').waitFor();

    // A GIF dropped on the library.
    const gif = (await readFile(files.gif)).toString('base64');
    const transfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'banner.gif', { type: 'image/gif' }));
      return data;
    }, gif);
    const list = library().locator('.media-list');
    await list.dispatchEvent('dragenter', { dataTransfer: transfer });
    await library().getByText('Drop to upload media').waitFor();
    await list.dispatchEvent('drop', { dataTransfer: transfer });
    await library().getByText('Drop to upload media').waitFor({ state: 'hidden' });

    for (const label of ['sunrise', 'harbour', 'logo', 'clip', 'banner'])
      await tile(label).waitFor({ timeout: 60_000 });
    await thumbnailsLoaded(5);
    await queue.waitFor({ state: 'hidden' });
    await expect.poll(() => meterText(meter)).not.toBe('0 bytes of 10 GB used');
    expect(await tile('clip').getByText('0:02').count()).toBe(1);
  });

  it('renames an item, refusing an empty label', async () => {
    await library().getByRole('button', { name: 'Rename sunrise' }).click();
    const field = library().getByRole('textbox', { name: 'Label' });
    await field.fill('   ');
    await field.press('Enter');
    await library().getByRole('alert').getByText("Label can't be empty").waitFor();
    // Escape closes the field, not the library.
    await field.press('Escape');
    await field.waitFor({ state: 'detached' });
    await item('sunrise').waitFor();
    await library().getByRole('button', { name: 'Rename sunrise' }).click();
    await field.fill('Morning sky');
    await field.press('Enter');
    await item('Morning sky').waitFor();
  });

  it('creates a tag, tags two items by dragging them onto it, and shows the tag', async () => {
    await library().getByRole('button', { name: 'New tag' }).click();
    const name = library().getByRole('textbox', { name: 'Tag name' });
    expect(await name.inputValue()).toBe('Tag 1');
    await name.fill('Holiday');
    await name.press('Enter');
    await tag('Holiday (0)').waitFor();
    // Renaming to blank is ignored.
    await library().getByRole('button', { name: 'Rename tag Holiday' }).click();
    await name.fill('  ');
    await name.press('Enter');
    await tag('Holiday (0)').waitFor();

    // A shift-click selects the range from the last item clicked.
    const tiles = library().getByRole('list', { name: 'Media' }).getByRole('listitem');
    await tiles.nth(0).getByRole('button').first().click();
    await tiles
      .nth(2)
      .getByRole('button')
      .first()
      .click({ modifiers: ['Shift'] });
    await library().getByText('3 items selected').waitFor();
    expect(await library().getByRole('button', { pressed: true }).count()).toBe(3);
    await library().getByRole('button', { name: 'Clear selection' }).click();

    // Two selected items dragged onto the tag: it lights up under them, and takes both.
    await item('harbour').click();
    await item('banner').click();
    await library().getByText('2 items selected').waitFor();
    const from = (await item('harbour').boundingBox())!;
    const to = (await tag('Holiday (0)').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    expect(await library().locator('.tag-list__item[data-drop-over]').count()).toBe(1);
    await page.mouse.up();
    await tag('Holiday (2)').click();
    await expect.poll(() => tiles.count()).toBe(2);
    expect(await library().getByRole('button', { pressed: true }).count()).toBe(2);
    await library().getByRole('button', { name: 'Clear selection' }).click();
    await library().getByRole('button', { name: 'All', exact: true }).click();
  });

  it('moves an item to the trash and restores it', async () => {
    await item('logo').click();
    await library().getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('alertdialog', { name: 'Delete 1 item?' });
    await question.getByRole('button', { name: 'Remove from library' }).click();
    await notification('Moved 1 items to trash').waitFor();
    await item('logo').waitFor({ state: 'detached' });

    await library().getByRole('button', { name: 'Trash (1)' }).click();
    await item('logo').click();
    await library().getByRole('button', { name: 'Restore' }).click();
    await notification('Restored 1 items').waitFor();
    // The empty trash is hidden, and the library shows everything again.
    await library()
      .getByRole('button', { name: /^Trash/ })
      .waitFor({ state: 'detached' });
    await item('logo').waitFor();
    await thumbnailsLoaded(5);
  });

  it('previews an item, and closes with Escape', async () => {
    await library().getByRole('button', { name: 'Preview Morning sky' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview of Morning sky' });
    await expect
      .poll(() => preview.getByRole('img').evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await preview.locator('.media-preview__frame').boundingBox()).toMatchObject({ width: 640, height: 360 });
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    await library().waitFor();
    await page.keyboard.press('Escape');
    await library().waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open media library' }).waitFor();
    expect(problems).toEqual([]);
  });
});
