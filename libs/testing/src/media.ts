import { execFileSync } from 'node:child_process';

/** Writes a 2 s, 320x240 WebM (VP8 test pattern, Vorbis tone) to `file` with the system ffmpeg. */
export function writeTestWebm(file: string): void {
  execFileSync(
    'ffmpeg',
    [
      '-nostdin',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=25:duration=2',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=2',
      '-c:v',
      'libvpx',
      '-c:a',
      'libvorbis',
      file,
    ],
    { stdio: 'ignore' },
  );
}

/** Writes a silent 320x240 H.264 MP4 test pattern of `seconds` to `file` with the system ffmpeg. */
export function writeTestMp4(file: string, seconds: number): void {
  execFileSync(
    'ffmpeg',
    [
      '-nostdin',
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=320x240:rate=25:duration=${seconds}`,
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      file,
    ],
    { stdio: 'ignore' },
  );
}
