import { describe, expect, it } from 'vitest';
import { playableAddress, videoPageEmbed } from './background-address';

describe('an address typed into the video background section', () => {
  it('of a video site page becomes the embed address of an iframe background', () => {
    expect(videoPageEmbed(' https://www.youtube.com/watch?v=dQw4w9WgXcQ ')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(videoPageEmbed('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(videoPageEmbed('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('of a video file is played as a video background, and nothing else is', () => {
    expect(videoPageEmbed('https://cdn.example.com/clip.mp4')).toBeNull();
    expect(playableAddress(' https://cdn.example.com/clip.mp4 ')).toBe('https://cdn.example.com/clip.mp4');
    expect(playableAddress('/media-files/abc/video')).toBe('/media-files/abc/video');
    for (const typed of ['javascript:alert(1)', 'data:video/mp4;base64,AAAA', 'clip.mp4', '/etc/passwd'])
      expect(playableAddress(typed), typed).toBeNull();
  });
});
