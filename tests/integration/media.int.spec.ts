import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svgMessages } from '@lectern/media-processing';
import { writeTestWebm } from '@lectern/testing';
import { ApiSession } from '../e2e/support/api-session.js';
import { startLectern } from '../e2e/support/server.js';

/**
 * The whole media flow through the running app: create, upload, complete, processed by
 * media-service from the bus (thumbnails, transcoding), served with the right headers, and
 * private to its owner.
 */
describe('media uploads and processing', () => {
  let lectern: Awaited<ReturnType<typeof startLectern>>;
  let owner: ApiSession;
  let stranger: ApiSession;
  let work: string;

  beforeAll(async () => {
    lectern = await startLectern();
    work = await mkdtemp(path.join(os.tmpdir(), 'lectern-media-test-'));
    owner = new ApiSession(lectern.url);
    stranger = new ApiSession(lectern.url);
    for (const [session, name] of [
      [owner, 'mediaowner'],
      [stranger, 'mediastranger'],
    ] as const) {
      const response = await session.call('POST', '/api/v1/users', {
        user: { username: name, email: `${name}@example.com`, password: 'secret-password' },
      });
      expect(response.status).toBe(201);
    }
  });
  afterAll(async () => {
    await lectern.stop();
    await rm(work, { recursive: true, force: true });
  });

  type Item = {
    id: string;
    status: string;
    thumb_url: string | null;
    url: string | null;
    width: number | null;
    label: string;
    svg: boolean;
  };

  async function upload(
    type: 'Image' | 'Video' | 'Audio',
    filename: string,
    bytes: Uint8Array,
  ): Promise<{ item: Item; response: Response }> {
    const created = await owner.call('POST', '/api/v1/media', { media: { type, filename } });
    expect(created.status).toBe(201);
    const { media } = (await created.json()) as { media: Item & { upload_url: string } };
    const response = await owner.upload('PUT', media.upload_url, bytes, 'image/png');
    return { item: media, response };
  }

  async function uploadAndProcess(
    type: 'Image' | 'Video' | 'Audio',
    filename: string,
    bytes: Uint8Array,
  ): Promise<Item> {
    const { item, response } = await upload(type, filename, bytes);
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await owner.call('PUT', `/api/v1/media/${item.id}`, { media: { status: 'upload_complete' } })).status).toBe(
      200,
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      const current = ((await (await owner.call('GET', `/api/v1/media/${item.id}`)).json()) as { media: Item }).media;
      if (current.status === 'complete' || current.status === 'error' || Date.now() > deadline) return current;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const image = (format: 'png' | 'jpeg' | 'gif') =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: '#2255aa' } })
      [format]()
      .toBuffer();

  it('makes thumbnails of PNG, JPEG and GIF, and the storage used grows', async () => {
    const before = ((await (await owner.call('GET', '/api/v1/media/usage')).json()) as { bytes: number }).bytes;
    for (const format of ['png', 'jpeg', 'gif'] as const) {
      const item = await uploadAndProcess('Image', `picture.${format}`, await image(format));
      expect(item).toMatchObject({ status: 'complete', width: 640, label: 'picture' });
      const thumbnail = await owner.call('GET', item.thumb_url!);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/webp');
      expect(thumbnail.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const after = ((await (await owner.call('GET', '/api/v1/media/usage')).json()) as { bytes: number }).bytes;
    expect(after).toBeGreaterThan(before);
  });

  it('stores a hostile SVG clean, and never serves it as a page', async () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="red"/></svg>';
    const item = await uploadAndProcess('Image', 'logo.svg', Buffer.from(hostile));
    expect(item.svg).toBe(true);
    const original = await owner.call('GET', item.url!);
    const body = await original.text();
    expect(body).not.toMatch(/script|onload/);
    expect(body).toContain('<rect');
    expect(original.headers.get('content-type')).toBe('image/svg+xml');
    expect(original.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(original.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses an SVG without a size, a text file named .png, and an oversize image, with the spec messages', async () => {
    const noSize = await upload('Image', 'bad.svg', Buffer.from('<svg><rect/></svg>'));
    expect(noSize.response.status).toBe(422);
    expect(((await noSize.response.json()) as { error: { message: string } }).error.message).toBe(
      svgMessages.missingSize,
    );
    const text = await upload('Image', 'notes.png', Buffer.from('these are plain notes, not a picture'));
    expect(text.response.status).toBe(422);
    expect(((await text.response.json()) as { error: { message: string } }).error.message).toBe(
      'Please upload PNG, JPG, GIF or SVG images up to 10 MB.',
    );
    const huge = Buffer.concat([await image('png'), Buffer.alloc(11 * 1024 * 1024)]);
    const oversize = await upload('Image', 'huge.png', huge);
    expect(oversize.response.status).toBe(422);
    // A free plan uploads no video at all.
    expect((await owner.call('POST', '/api/v1/media', { media: { type: 'Video', filename: 'clip.mp4' } })).status).toBe(
      422,
    );
  });

  it('keeps media private to its owner until a deck the visitor can see shows it', async () => {
    const item = await uploadAndProcess('Image', 'private.png', await image('png'));
    const anonymous = new ApiSession(lectern.url);
    for (const session of [stranger, anonymous]) {
      expect((await session.call('GET', `/api/v1/media/${item.id}`)).status).toBeGreaterThanOrEqual(401);
      expect(
        (await session.call('PUT', `/api/v1/media/${item.id}`, { media: { label: 'mine' } })).status,
      ).toBeGreaterThanOrEqual(401);
      expect((await session.call('DELETE', `/api/v1/media/${item.id}`)).status).toBeGreaterThanOrEqual(401);
      expect((await session.call('GET', item.url!)).status).toBe(404);
    }
    const deck = (
      (await (await owner.call('POST', '/api/v1/decks', { deck: { title: 'Pictures' } })).json()) as {
        deck: { id: string };
      }
    ).deck;
    await owner.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: { data: `<section><img src="${item.url}"></section>`, version: 1 },
    });
    expect((await stranger.call('GET', item.url!)).status).toBe(200);
    expect((await anonymous.call('GET', item.url!)).status).toBe(200);
  });

  it("never shows another person's private media: dropped from their public deck, still 404", async () => {
    const item = await uploadAndProcess('Image', 'secret.png', await image('png'));
    const anonymous = new ApiSession(lectern.url);
    const deck = (
      (await (await stranger.call('POST', '/api/v1/decks', { deck: { title: 'Borrowed' } })).json()) as {
        deck: { id: string };
      }
    ).deck;
    const saved = await stranger.call('PUT', `/api/v1/decks/${deck.id}`, {
      deck: { data: `<section><img src="${item.url}"><p>${item.url}</p></section>`, version: 1 },
    });
    expect(saved.status).toBe(200);
    const stored = (await (await stranger.call('GET', `/api/v1/decks/${deck.id}/data`)).json()) as { data: string };
    // The reference is dropped; the address written as text stays text and grants nothing.
    expect(stored.data).toBe(`<section><img /><p>${item.url}</p></section>`);
    for (const session of [stranger, anonymous]) expect((await session.call('GET', item.url!)).status).toBe(404);
    expect((await owner.call('GET', item.url!)).status).toBe(200);
  });

  it('transcodes a video to H.264/AAC MP4 with a poster, valid for ffprobe', async () => {
    await lectern.admin.setPlan('mediaowner', 'pro');
    const input = path.join(work, 'clip.webm');
    writeTestWebm(input);
    const item = await uploadAndProcess('Video', 'clip.webm', await readFile(input));
    expect(item.status).toBe('complete');
    const video = await owner.call('GET', item.url!);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const output = path.join(work, 'out.mp4');
    await writeFile(output, Buffer.from(await video.arrayBuffer()));
    const probe = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name',
      '-of',
      'csv=p=0',
      output,
    ])
      .toString()
      .trim()
      .split('\n');
    expect(probe).toEqual(['h264', 'aac']);
    expect((await owner.call('GET', item.thumb_url!)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('keeps audio as uploaded with its duration, on a plan without video, listed under Audio only', async () => {
    await lectern.admin.setPlan('mediaowner', 'default');
    const input = path.join(work, 'talk.mp3');
    execFileSync('ffmpeg', [
      '-nostdin',
      '-y',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=2',
      input,
    ]);
    const bytes = await readFile(input);
    const item = (await uploadAndProcess('Audio', 'talk.mp3', bytes)) as Item & { type: string; duration: number };
    expect(item).toMatchObject({ status: 'complete', type: 'Audio', label: 'talk', thumb_url: null });
    expect(item.duration).toBeGreaterThan(1.9);
    const served = await owner.call('GET', item.url!);
    expect(served.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    const listed = async (type: string) =>
      (
        (await (await owner.call('GET', `/api/v1/media?type=${type}`)).json()) as { results: { id: string }[] }
      ).results.map((media) => media.id);
    expect(await listed('Audio')).toContain(item.id);
    expect(await listed('Image')).not.toContain(item.id);
    // An image declared as audio is refused by its bytes.
    const { response } = await upload('Audio', 'fake.mp3', await image('png'));
    expect(response.status).toBe(422);
    await lectern.admin.setPlan('mediaowner', 'pro');
  });

  it('drops a video that fails processing from the list and from the slide backgrounds that used it', async () => {
    const clip = path.join(work, 'ok.mp4');
    execFileSync(
      'ffmpeg',
      [
        '-nostdin',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=160x120:rate=25:duration=1',
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        clip,
      ],
      { stdio: 'ignore' },
    );
    // A real MP4 header followed by noise: recognised as video, but ffmpeg cannot decode it.
    const broken = Buffer.concat([(await readFile(clip)).subarray(0, 64), Buffer.alloc(4096, 7)]);
    const { item, response } = await upload('Video', 'broken.mp4', broken);
    expect(response.status).toBe(200);

    const deck = (
      (await (await owner.call('POST', '/api/v1/decks', { deck: { title: 'Video deck' } })).json()) as {
        deck: { id: string };
      }
    ).deck;
    const markup = `<section data-id="v" data-background-video="/media-files/${item.id}/video" data-background-video-muted="true"><h2>Clip</h2></section><section data-id="w"><p>Other</p></section>`;
    expect((await owner.call('PUT', `/api/v1/decks/${deck.id}`, { deck: { data: markup, version: 1 } })).status).toBe(
      200,
    );

    await owner.call('PUT', `/api/v1/media/${item.id}`, { media: { status: 'upload_complete' } });
    const deckData = async () =>
      ((await (await owner.call('GET', `/api/v1/decks/${deck.id}/data`)).json()) as { data: string }).data;
    await expect.poll(deckData, { timeout: 60_000, interval: 200 }).not.toContain('data-background-video');
    expect(await deckData()).toContain('<h2>Clip</h2>');
    const current = ((await (await owner.call('GET', `/api/v1/media/${item.id}`)).json()) as { media: Item }).media;
    expect(current.status).toBe('error');
    const listed = (await (await owner.call('GET', '/api/v1/media?type=Video')).json()) as {
      results: { id: string }[];
    };
    expect(listed.results.map((m) => m.id)).not.toContain(item.id);
  });
});
