import { describe, expect, it } from 'vitest';
import { withMediaToken } from './media-token';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('media addresses through a private link', () => {
  it('adds the token to image, video and background addresses of the deck', () => {
    const markup = `<section data-background-image="/media-files/${ID}/original"><img src="/media-files/${ID}/original"><video src='/media-files/${ID}/video.mp4'></video><div style="background-image: url(/media-files/${ID}/thumbnail)"></div></section>`;
    expect(withMediaToken(markup, 'a/b c')).toBe(
      `<section data-background-image="/media-files/${ID}/original?token=a%2Fb%20c"><img src="/media-files/${ID}/original?token=a%2Fb%20c"><video src='/media-files/${ID}/video.mp4?token=a%2Fb%20c'></video><div style="background-image: url(/media-files/${ID}/thumbnail?token=a%2Fb%20c)"></div></section>`,
    );
  });

  it('leaves markup alone without a token, and other addresses always', () => {
    const markup = `<img src="/media-files/${ID}/original"><img src="https://elsewhere.example/media-files/${ID}/original"><p>/media-files/${ID}/original</p>`;
    expect(withMediaToken(markup, undefined)).toBe(markup);
    expect(withMediaToken(markup, 't')).toBe(
      `<img src="/media-files/${ID}/original?token=t"><img src="https://elsewhere.example/media-files/${ID}/original"><p>/media-files/${ID}/original</p>`,
    );
  });
});
