import { describe, expect, it } from 'vitest';
import { kioskAutoSlide, pageToken, parsePresentOptions } from './query-options';

describe('present view query options', () => {
  it('reads every option of spec/000 §2', () => {
    const options = parsePresentOptions(
      '?autoclose=5000&autoRefresh=20000&jumpToSlideID=k3f9&no-autoplay=1&skipStartScreen=true&showNotes=true' +
        '&autoSlide=3000&started=1&controls=false&autoSlideStoppable=false',
    );
    expect(options).toMatchObject({
      autoclose: 5000,
      autoRefresh: 20000,
      jumpToSlideID: 'k3f9',
      noAutoplay: true,
      skipStartScreen: true,
      showNotes: true,
      autoSlide: 3000,
      started: true,
      controls: false,
      autoSlideStoppable: false,
    });
  });

  it('reads the thumbnail preview flags', () => {
    expect(
      parsePresentOptions(
        'showNotes=false&autoSlide=0&autoPlayMedia=false&fragments=false&postMessage=true&postMessageEvents=true',
      ),
    ).toMatchObject({
      showNotes: false,
      autoSlide: 0,
      autoPlayMedia: false,
      fragments: false,
      postMessage: true,
      postMessageEvents: true,
    });
  });

  it('leaves out what is not given or not understood, so the deck decides', () => {
    const options = parsePresentOptions('?controls=maybe&autoSlide=-4&autoclose=soon');
    expect(options.controls).toBeUndefined();
    expect(options.autoSlide).toBeUndefined();
    expect(options.autoclose).toBeUndefined();
    expect(options.postMessage).toBe(false);
    expect(options.noAutoplay).toBe(false);
  });

  it('never reloads more often than every 10 s', () => {
    expect(parsePresentOptions('autoRefresh=500').autoRefresh).toBe(10000);
    expect(parsePresentOptions('autoRefresh=0').autoRefresh).toBeUndefined();
  });

  it('reads the embed options', () => {
    expect(parsePresentOptions('style=hidden&byline=hidden&share=hidden')).toMatchObject({
      styleHidden: true,
      bylineHidden: true,
      shareHidden: true,
    });
    expect(parsePresentOptions('style=light')).toMatchObject({ styleHidden: false });
  });

  it('reads a private link token exactly', () => {
    expect(pageToken('?token=0123e5')).toBe('0123e5');
    expect(pageToken('?token=')).toBeUndefined();
  });
});

describe('kiosk auto-slide', () => {
  it('defaults to 8000 ms and stays within 2 to 180 s', () => {
    expect(kioskAutoSlide(undefined, 0)).toBe(8000);
    expect(kioskAutoSlide(undefined, 5000)).toBe(5000);
    expect(kioskAutoSlide(4000, 5000)).toBe(4000);
    expect(kioskAutoSlide(500, 0)).toBe(2000);
    expect(kioskAutoSlide(999_999, 0)).toBe(180_000);
  });
});
