import { describe, expect, it } from 'vitest';
import { fontFilesFor, mediaAddressesIn, mediaFileName, rewriteMediaAddresses } from './deck-site-files.js';

const ID = '0b0e2c7a-3f51-4c63-9a53-4c1f0e9a7d21';
const CSS = [
  '@font-face{font-family:Montserrat;src:url("./fonts/montserrat-400-A.woff2") format("woff2"),url("./fonts/montserrat-400-A.woff") format("woff")}',
  '@font-face{font-family:"Libre Baskerville";src:url("./fonts/libre-baskerville-400-B.woff2") format("woff2")}',
  '@font-face{font-family:KaTeX_Main;src:url(./fonts/KaTeX_Main-Regular-C.woff2) format("woff2")}',
  '.x{color:red}',
].join('');

describe('the files of an exported deck site', () => {
  it('finds each media address once and names its file by id, variant and type', () => {
    const markup = `<img src="/media-files/${ID}/original"><section data-background-image="/media-files/${ID}/original">`;
    expect(mediaAddressesIn(markup, `url(/media-files/${ID}/thumbnail)`)).toEqual([
      `/media-files/${ID}/original`,
      `/media-files/${ID}/thumbnail`,
    ]);
    expect(mediaFileName(`/media-files/${ID}/original`, 'image/png')).toBe(`media/${ID}-original.png`);
    const files = new Map([[`/media-files/${ID}/original`, `media/${ID}-original.png`]]);
    expect(rewriteMediaAddresses(markup, files)).toBe(
      `<img src="media/${ID}-original.png"><section data-background-image="media/${ID}-original.png">`,
    );
  });

  it('keeps the fonts of the theme, of families the deck names, and KaTeX only with formulas', () => {
    expect(fontFilesFor(CSS, { themeFont: 'montserrat', markup: '<p>Hi</p>', css: '' })).toEqual([
      'fonts/montserrat-400-A.woff2',
      'fonts/montserrat-400-A.woff',
    ]);
    expect(
      fontFilesFor(CSS, {
        themeFont: 'palatino',
        markup: '<div class="sl-block" data-block-type="math"></div>',
        css: '',
      }),
    ).toEqual(['fonts/libre-baskerville-400-B.woff2', 'fonts/KaTeX_Main-Regular-C.woff2']);
    expect(fontFilesFor(CSS, { themeFont: 'unknown', markup: '', css: 'h1{font-family:"Libre Baskerville"}' })).toEqual(
      ['fonts/montserrat-400-A.woff2', 'fonts/montserrat-400-A.woff', 'fonts/libre-baskerville-400-B.woff2'],
    );
  });
});
