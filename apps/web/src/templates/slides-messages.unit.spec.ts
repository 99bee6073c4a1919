import { describe, expect, it } from 'vitest';
import { SLIDE_TEMPLATE_HTML_MAX_LENGTH } from '@lectern/domain';
import {
  acceptSlidesMessage,
  insertSlideMessage,
  publishCurrentSlideMessage,
  readSlidesMessage,
  slideOfMessage,
} from './slides-messages';

const SLIDE =
  '<section><div class="sl-block" data-block-type="text" style="left:80px;top:200px;width:800px;height:auto"><div class="sl-block-content"><h2>Agenda</h2></div></div></section>';
const ORIGIN = 'https://lectern.example';

describe('readSlidesMessage', () => {
  it('reads the three messages of the slides namespace', () => {
    expect(readSlidesMessage({ namespace: 'slides', type: 'insert-slide', html: SLIDE })).toEqual(
      insertSlideMessage(SLIDE),
    );
    expect(readSlidesMessage({ namespace: 'slides', type: 'publish-current-slide-html' })).toEqual(
      publishCurrentSlideMessage(),
    );
    expect(readSlidesMessage({ namespace: 'slides', type: 'publish-current-slide-html', html: SLIDE })).toEqual(
      publishCurrentSlideMessage(SLIDE),
    );
  });

  it('reads what it writes', () => {
    for (const message of [insertSlideMessage(SLIDE), publishCurrentSlideMessage(), publishCurrentSlideMessage('')])
      expect(readSlidesMessage(structuredClone(message))).toEqual(message);
  });

  it.each([
    ['a string', JSON.stringify({ namespace: 'slides', type: 'insert-slide', html: SLIDE })],
    ['null', null],
    ['an array', ['slides', 'insert-slide', SLIDE]],
    ['another namespace', { namespace: 'reveal', type: 'insert-slide', html: SLIDE }],
    ['no namespace', { type: 'insert-slide', html: SLIDE }],
    ['another type', { namespace: 'slides', type: 'remove-slide', html: SLIDE }],
    ['an insert without markup', { namespace: 'slides', type: 'insert-slide' }],
    ['markup that is not text', { namespace: 'slides', type: 'insert-slide', html: { toString: (): string => SLIDE } }],
    ['a key of its own', { namespace: 'slides', type: 'insert-slide', html: SLIDE, at: 3 }],
    [
      'an insert longer than a template may be',
      {
        namespace: 'slides',
        type: 'insert-slide',
        html: `<section>${'x'.repeat(SLIDE_TEMPLATE_HTML_MAX_LENGTH)}</section>`,
      },
    ],
  ])('ignores %s', (_, data) => {
    expect(readSlidesMessage(data)).toBeNull();
  });

  it('ignores an object made by a class rather than plain data', () => {
    class Message {
      namespace = 'slides';
      type = 'publish-current-slide-html';
    }
    expect(readSlidesMessage(new Message())).toBeNull();
  });

  it('takes an insert exactly as long as a template may be', () => {
    const html = `<section>${'x'.repeat(SLIDE_TEMPLATE_HTML_MAX_LENGTH - '<section></section>'.length)}</section>`;
    expect(readSlidesMessage({ namespace: 'slides', type: 'insert-slide', html })).toEqual(insertSlideMessage(html));
  });
});

describe('acceptSlidesMessage', () => {
  const peer = { postMessage: () => undefined } as unknown as MessageEventSource;
  const stranger = { postMessage: () => undefined } as unknown as MessageEventSource;
  const data = publishCurrentSlideMessage();

  it('takes a message from the window it talks to, on its own origin', () => {
    expect(acceptSlidesMessage({ data, origin: ORIGIN, source: peer }, peer, ORIGIN)).toEqual(data);
  });

  it('ignores one from another origin, another window, or when it talks to none', () => {
    expect(acceptSlidesMessage({ data, origin: 'https://evil.example', source: peer }, peer, ORIGIN)).toBeNull();
    expect(acceptSlidesMessage({ data, origin: 'null', source: peer }, peer, ORIGIN)).toBeNull();
    expect(acceptSlidesMessage({ data, origin: ORIGIN, source: stranger }, peer, ORIGIN)).toBeNull();
    expect(acceptSlidesMessage({ data, origin: ORIGIN, source: null }, null, ORIGIN)).toBeNull();
  });

  it('ignores a message of another shape from the right window', () => {
    expect(
      acceptSlidesMessage({ data: { method: 'slide', args: [1] }, origin: ORIGIN, source: peer }, peer, ORIGIN),
    ).toBeNull();
  });
});

describe('slideOfMessage', () => {
  it('reads the one slide the markup holds', () => {
    const slide = slideOfMessage(SLIDE);
    expect(slide?.blocks.map((block) => block.type)).toEqual(['text']);
  });

  it.each([
    ['no slide', '<h2>Agenda</h2>'],
    ['nothing', ''],
    ['two slides', `${SLIDE}${SLIDE}`],
    ['a vertical stack of two', `<section>${SLIDE}${SLIDE}</section>`],
  ])('gives nothing for %s', (_, html) => {
    expect(slideOfMessage(html)).toBeNull();
  });
});
