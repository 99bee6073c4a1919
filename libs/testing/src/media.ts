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
