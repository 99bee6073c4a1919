import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectMediaType, probeAudio } from './index.js';

/** `seconds` of a 440 Hz tone in the format the file's extension names, made with ffmpeg. */
function writeTone(file: string, seconds: number) {
  execFileSync('ffmpeg', [
    '-nostdin',
    '-y',
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    file,
  ]);
}

describe('audio uploads', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'lectern-audio-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('are told by their bytes and measured with ffprobe, whatever their format', async () => {
    for (const [name, mime] of [
      ['tone.mp3', 'audio/mpeg'],
      ['tone.wav', 'audio/wav'],
      ['tone.ogg', 'audio/ogg'],
      ['tone.m4a', 'audio/x-m4a'],
    ] as const) {
      const file = path.join(dir, name);
      writeTone(file, 2);
      expect(await detectMediaType(await readFile(file))).toMatchObject({ kind: 'audio', mime });
      const { duration } = await probeAudio(file);
      expect(duration).toBeGreaterThan(1.9);
      expect(duration).toBeLessThan(2.2);
    }
  });

  it('refuse a file without sound', async () => {
    const file = path.join(dir, 'silent.mp4');
    execFileSync('ffmpeg', ['-nostdin', '-y', '-v', 'error', '-f', 'lavfi', '-i', 'color=c=black:s=64x64:d=1', file]);
    await expect(probeAudio(file)).rejects.toThrow('No audio stream');
    expect(await detectMediaType(await readFile(file))).toMatchObject({ kind: 'video' });
  });
});
