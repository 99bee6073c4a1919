import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTestWebm } from '@lectern/testing';
import { detectMediaType, probeVideo, transcodeVideo } from './index.js';

describe('video transcoding with ffmpeg', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'lectern-video-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('turns a WebM into H.264/AAC MP4 with a poster, checked with ffprobe', async () => {
    const input = path.join(dir, 'in.webm');
    writeTestWebm(input);
    const result = await transcodeVideo(input);
    const output = path.join(dir, 'out.mp4');
    await writeFile(output, result.video);
    const probe = await probeVideo(output);
    expect(probe).toMatchObject({ codec: 'h264', width: 320, height: 240 });
    expect(probe.duration).toBeGreaterThan(1.5);
    const audio = execFileSync('ffprobe', [
      '-v',
      'error',
      '-select_streams',
      'a:0',
      '-show_entries',
      'stream=codec_name',
      '-of',
      'csv=p=0',
      output,
    ])
      .toString()
      .trim();
    expect(audio).toBe('aac');
    expect((await detectMediaType(result.poster))?.mime).toBe('image/jpeg');
    expect((await detectMediaType(result.video))?.mime).toBe('video/mp4');
  });
});
