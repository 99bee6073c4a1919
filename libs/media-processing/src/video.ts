import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** spec/000 §9: video transcoding may take up to 600 s. */
export const TRANSCODE_TIMEOUT_MS = 600_000;

export interface TranscodedVideo {
  video: Buffer;
  poster: Buffer;
  width: number;
  height: number;
  duration: number;
}

/**
 * Transcodes any video ffmpeg reads to H.264/AAC MP4 (web-ready, moov atom first) and takes a
 * JPEG poster from its first second. `ffmpegPath` defaults to the one on PATH.
 */
export async function transcodeVideo(
  inputFile: string,
  options: { ffmpegPath?: string; ffprobePath?: string } = {},
): Promise<TranscodedVideo> {
  const ffmpeg = options.ffmpegPath ?? 'ffmpeg';
  const work = await mkdtemp(path.join(os.tmpdir(), 'lectern-transcode-'));
  try {
    const output = path.join(work, 'video.mp4');
    const poster = path.join(work, 'poster.jpg');
    await run(
      ffmpeg,
      [
        '-nostdin',
        '-y',
        '-i',
        inputFile,
        '-map',
        '0:v:0',
        '-map',
        '0:a:0?',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
        '-vf',
        'scale=trunc(iw/2)*2:trunc(ih/2)*2',
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-movflags',
        '+faststart',
        output,
      ],
      { timeout: TRANSCODE_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
    );
    await run(ffmpeg, ['-nostdin', '-y', '-ss', '0', '-i', output, '-frames:v', '1', '-q:v', '3', poster], {
      timeout: 60_000,
    });
    const probe = await probeVideo(output, options.ffprobePath);
    await stat(output);
    return { video: await readFile(output), poster: await readFile(poster), ...probe };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Duration in seconds of a file with an audio stream, as ffprobe reports it. */
export async function probeAudio(file: string, ffprobePath = 'ffprobe'): Promise<{ duration: number; codec: string }> {
  const { stdout } = await run(ffprobePath, [
    '-v',
    'error',
    '-select_streams',
    'a:0',
    '-show_entries',
    'stream=codec_name:format=duration',
    '-of',
    'json',
    file,
  ]);
  const parsed = JSON.parse(stdout) as { streams: { codec_name: string }[]; format: { duration?: string } };
  const stream = parsed.streams[0];
  const duration = Number(parsed.format.duration);
  if (!stream || !Number.isFinite(duration)) throw new Error('No audio stream');
  return { duration, codec: stream.codec_name };
}

/** Width, height and duration of a video's first video stream, as ffprobe reports them. */
export async function probeVideo(
  file: string,
  ffprobePath = 'ffprobe',
): Promise<{ width: number; height: number; duration: number; codec: string }> {
  const { stdout } = await run(ffprobePath, [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width,height,codec_name:format=duration',
    '-of',
    'json',
    file,
  ]);
  const parsed = JSON.parse(stdout) as {
    streams: { width: number; height: number; codec_name: string }[];
    format: { duration: string };
  };
  const stream = parsed.streams[0];
  if (!stream) throw new Error('No video stream');
  return {
    width: stream.width,
    height: stream.height,
    duration: Number(parsed.format.duration),
    codec: stream.codec_name,
  };
}
