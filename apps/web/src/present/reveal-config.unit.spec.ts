import { describe, expect, it } from 'vitest';
import { parsePresentOptions } from './query-options';
import { revealConfig, type DeckSettings } from './reveal-config';

const deck: DeckSettings = {
  width: 960,
  height: 700,
  margin: 0.05,
  center: true,
  transition: 'fade',
  background_transition: 'slide',
  slide_number: false,
  rtl: false,
  should_loop: false,
  shuffle: false,
  auto_slide_interval: 0,
  navigation_mode: 'default',
  upsizing_enabled: true,
};

describe('reveal.js settings of a deck in a view', () => {
  it("lays out slides at the deck's size with its transition", () => {
    const config = revealConfig({ deck, options: parsePresentOptions(''), mode: 'fullscreen' });
    expect(config).toMatchObject({ width: 960, height: 700, margin: 0.05, transition: 'fade', controls: true });
  });

  it('upsizes up to scale 10 when the deck allows it, never past 1 otherwise', () => {
    expect(revealConfig({ deck, options: parsePresentOptions(''), mode: 'fullscreen' }).maxScale).toBe(10);
    const small = { ...deck, upsizing_enabled: false };
    expect(revealConfig({ deck: small, options: parsePresentOptions(''), mode: 'fullscreen' }).maxScale).toBe(1);
    expect(revealConfig({ deck, options: parsePresentOptions(''), mode: 'presenter', upsizing: false }).maxScale).toBe(
      1,
    );
  });

  it('follows the presenter in the live audience: no transitions, no timing of its own, own moves only with the controls', () => {
    const options = parsePresentOptions('autoSlide=5000');
    const following = revealConfig({ deck, options, mode: 'live', controls: false, upsizing: false });
    expect(following).toMatchObject({
      transition: 'none',
      backgroundTransition: 'none',
      autoSlide: 0,
      controls: false,
      keyboard: false,
      touch: false,
      maxScale: 1,
    });
    expect(revealConfig({ deck, options, mode: 'live', controls: true })).toMatchObject({
      keyboard: true,
      touch: true,
    });
    expect(revealConfig({ deck, options, mode: 'live-server' })).toMatchObject({ transition: 'fade', keyboard: true });
  });

  it("keeps reveal.js's own postMessage API off, even when the page asks for postMessage", () => {
    const config = revealConfig({
      deck,
      options: parsePresentOptions('postMessage=true&postMessageEvents=true'),
      mode: 'embed',
    });
    expect(config.postMessage).toBe(false);
    expect(config.postMessageEvents).toBe(false);
  });

  it('applies the query options over the deck settings', () => {
    const options = parsePresentOptions('controls=false&autoSlide=3000&fragments=false&showNotes=true');
    expect(revealConfig({ deck, options, mode: 'embed' })).toMatchObject({
      controls: false,
      autoSlide: 3000,
      fragments: false,
      showNotes: true,
    });
    expect(
      revealConfig({ deck, options: parsePresentOptions('no-autoplay=1&autoSlide=3000'), mode: 'embed' }),
    ).toMatchObject({
      autoSlide: 0,
      autoPlayMedia: false,
    });
  });

  it('loops a kiosk with its auto-slide', () => {
    expect(revealConfig({ deck, options: parsePresentOptions(''), mode: 'kiosk' })).toMatchObject({
      loop: true,
      autoSlide: 8000,
      autoSlideStoppable: false,
    });
  });
});
