import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makeThumbnail, transcodeVideo } from '@lectern/media-processing';
import { ApiSession } from '../tests/e2e/support/api-session.js';
import { startLectern } from '../tests/e2e/support/server.js';
import { percentile, report } from './stats.js';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 50);
const VIDEO_SECONDS = Number(process.env.BENCH_VIDEO_SECONDS ?? 30);

/** A PNG of about 2 MB: noise does not compress. */
const noisyPng = () =>
  sharp(randomBytes(820 * 820 * 3), { raw: { width: 820, height: 820, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();

async function uploads(): Promise<Record<string, number>> {
  const lectern = await startLectern();
  try {
    const session = new ApiSession(lectern.url);
    await session.call('POST', '/api/v1/users', {
      user: { username: 'bench', email: 'bench@example.com', password: 'secret-password' },
    });
    await lectern.admin.setPlan('bench', 'pro');
    const files = await Promise.all(Array.from({ length: UPLOADS }, () => noisyPng()));
    const records = await Promise.all(
      files.map(
        async (_, i) =>
          (
            (await (
              await session.call('POST', '/api/v1/media', { media: { type: 'Image', filename: `b${i}.png` } })
            ).json()) as { media: { upload_url: string } }
          ).media,
      ),
    );
    const times: number[] = [];
    const started = performance.now();
    await Promise.all(
      records.map(async (record, i) => {
        const t = performance.now();
        const response = await session.upload('PUT', record.upload_url, files[i]!, 'image/png');
        if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
        times.push(performance.now() - t);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const megabytes = files.reduce((sum, file) => sum + file.length, 0) / (1024 * 1024);
    times.sort((a, b) => a - b);
    return {
      upload_50x2mb_mb_per_s: megabytes / seconds,
      upload_p50_ms: percentile(times, 50),
      upload_p99_ms: percentile(times, 99),
      upload_file_mb: megabytes / files.length,
    };
  } finally {
    await lectern.stop();
  }
}

async function thumbnails(): Promise<Record<string, number>> {
  const image = await noisyPng();
  await makeThumbnail(image);
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    await makeThumbnail(image);
    times.push(performance.now() - t);
  }
  return {
    thumbnail_ms: percentile(
      times.sort((a, b) => a - b),
      50,
    ),
  };
}

async function transcode(): Promise<Record<string, number>> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'lectern-bench-video-'));
  try {
    const input = path.join(work, 'input.webm');
    execFileSync(
      'ffmpeg',
      [
        '-nostdin',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `testsrc2=size=1280x720:rate=30:duration=${VIDEO_SECONDS}`,
        '-f',
        'lavfi',
        '-i',
        `sine=duration=${VIDEO_SECONDS}`,
        '-c:v',
        'libvpx',
        '-deadline',
        'realtime',
        '-cpu-used',
        '8',
        '-b:v',
        '2M',
        '-c:a',
        'libvorbis',
        input,
      ],
      { stdio: 'ignore' },
    );
    const t = performance.now();
    await transcodeVideo(input);
    const seconds = (performance.now() - t) / 1000;
    return { transcode_seconds: seconds, transcode_ratio: seconds / VIDEO_SECONDS };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  report({ ...(await uploads()), ...(await thumbnails()), ...(await transcode()) });
}
