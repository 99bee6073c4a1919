import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, serialize, slideCount, type Block, type Deck } from '@lectern/deck-format';
import { deckArbitrary, HOSTILE_CORPUS, unsafeParts } from '@lectern/deck-format/testing';
import { mediaStreamId } from '@lectern/domain';
import { newEventId } from '@lectern/event-store';
import { createDeck, signedUpClient, type TestClient } from '../../testing/client.js';
import { createTestBff, type TestBff } from '../../testing/harness.js';

const SAMPLE_MEDIA_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const BASE = { rotation: 0, extraAttributes: [], extraStyle: '' } as const;

/** A deck as the editor writes it, with a block of every kind. */
const editorDeck: Deck = {
  stacks: [
    {
      wrapper: null,
      slides: [
        {
          id: 'k3f9',
          attributes: [
            ['data-background-color', '#111111'],
            ['data-auto-animate', ''],
            ['data-auto-animate-duration', '2.5'],
            ['data-auto-animate-easing', 'cubic-bezier(0.68, -0.55, 0.265, 1.55)'],
          ],
          notes: 'Open with the question < "why" & wait',
          foreignHtml: '',
          blocks: [
            {
              ...BASE,
              type: 'text',
              id: 'a1',
              x: 80,
              y: 120,
              width: 800,
              height: 'auto',
              html: '<h1>Title &amp; <em>more</em></h1>',
              placeholderTag: 'h1',
            },
            {
              ...BASE,
              type: 'image',
              id: 'a2',
              x: 80.5,
              y: 300,
              width: 320,
              height: 180,
              rotation: 12.25,
              src: `/media-files/${SAMPLE_MEDIA_ID}/photo.png`,
              alt: 'A photo',
              mediaId: '0f8fad5b-d9cb-469f-a165-70867728950e',
              crop: { x: 10, y: 5, width: 50, height: 62.5 },
            },
          ],
        },
      ],
    },
    {
      wrapper: [['data-transition', 'fade']],
      slides: [
        {
          id: 'v1',
          attributes: [],
          notes: null,
          foreignHtml: '<h2>Brought from elsewhere</h2>',
          blocks: [
            {
              ...BASE,
              type: 'shape',
              id: 'b1',
              x: 10,
              y: 10,
              width: 200,
              height: 100,
              shape: 'star',
              fill: '#ff3366',
              stroke: 'transparent',
              strokeWidth: 0,
              cornerRadius: 0,
            },
            {
              ...BASE,
              type: 'group',
              id: 'b2',
              x: 300,
              y: 300,
              width: 300,
              height: 200,
              extraStyle: 'z-index:3',
              children: [
                {
                  ...BASE,
                  type: 'line',
                  id: 'b3',
                  x: 0,
                  y: 0,
                  width: 300,
                  height: 200,
                  x1: 0,
                  y1: 200,
                  x2: 300,
                  y2: 0,
                  color: '#000000',
                  lineWidth: 3,
                  startHead: 'circle',
                  endHead: 'arrow',
                },
              ] satisfies Block[],
            },
            {
              ...BASE,
              type: 'iframe',
              id: 'b4',
              x: 0,
              y: 500,
              width: 560,
              height: 315,
              src: 'https://www.youtube.com/embed/x?a=1&b=2',
              title: 'A "video" & <its> player',
              extraAttributes: [
                ['class', 'sl-block fragment fade-up'],
                ['data-fragment-index', '1'],
              ],
            },
            {
              ...BASE,
              type: 'video',
              id: 'b5',
              x: 600,
              y: 500,
              width: 320,
              height: 180,
              src: `/media-files/${SAMPLE_MEDIA_ID}/video.mp4`,
              mediaId: SAMPLE_MEDIA_ID,
              autoplay: true,
              loop: false,
              muted: true,
              controls: true,
              preload: false,
              extraAttributes: [['data-id', 'b5']],
            },
            {
              ...BASE,
              type: 'audio',
              id: 'b6',
              x: 600,
              y: 40,
              width: 320,
              height: 60,
              src: 'https://a.example/tone.mp3',
              mediaId: null,
              autoplay: false,
              loop: true,
              muted: false,
              controls: true,
              preload: true,
            },
          ],
        },
        { id: 'v2', attributes: [['data-visibility', 'hidden']], notes: '', foreignHtml: '', blocks: [] },
      ],
    },
  ],
};

/** Hostile cases that stay what they are inside a slide (none swallows what follows it). */
const HOSTILE_IN_A_SLIDE = HOSTILE_CORPUS.filter(
  ({ name }) =>
    ![
      'plaintext',
      'unterminated tag',
      'math mglyph style',
      'noscript title breakout',
      'form and math nesting',
    ].includes(name),
);

describe('deck content is cleaned on save', () => {
  let bff: TestBff;
  let owner: TestClient;
  let deckId: string;
  let version: number;

  beforeAll(async () => {
    bff = await createTestBff();
    owner = await signedUpClient(bff.app, 'sasha');
    const deck = await createDeck(owner, { title: 'Hostile content' });
    ({ id: deckId, version } = deck);
    // The media the generated decks show is the owner's: a deck keeps only its owner's media.
    const ownerId = deck.user.id;
    const created = await bff.store.append(
      mediaStreamId(SAMPLE_MEDIA_ID),
      [
        {
          id: newEventId(),
          type: 'MediaCreated',
          data: {
            mediaId: SAMPLE_MEDIA_ID,
            ownerId,
            kind: 'image',
            filename: 'photo.png',
            label: 'photo',
            createdAt: new Date().toISOString(),
          },
          metadata: { actorId: ownerId, correlationId: newEventId(), causationId: null },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    await bff.waitFor(created.position);
  });
  afterAll(() => bff.close());

  /** Saves the markup as the owner and answers what the deck's data reads back. */
  async function saveAndRead(data: string): Promise<{ data: string; slideCount: number }> {
    const saved = await owner.put(`/api/v1/decks/${deckId}`, { deck: { data, version } });
    expect(saved.statusCode, saved.body).toBe(200);
    version = saved.json().deck.version;
    const read = await owner.get(`/api/v1/decks/${deckId}/data`);
    expect(read.statusCode).toBe(200);
    expect(read.json().version).toBe(version);
    return { data: read.json().data, slideCount: saved.json().deck.slide_count };
  }

  it('stores hostile markup cleaned, slide by slide', async () => {
    const markup = HOSTILE_IN_A_SLIDE.map(
      ({ markup }, index) => `<section data-id="h${index}">${markup}</section>`,
    ).join('\n');
    const { data, slideCount: count } = await saveAndRead(markup);
    expect(data).toBe(
      HOSTILE_IN_A_SLIDE.map(({ clean }, index) => `<section data-id="h${index}">${clean}</section>`).join('\n'),
    );
    expect(unsafeParts(data)).toEqual([]);
    expect(count).toBe(HOSTILE_IN_A_SLIDE.length);
  });

  it('stores a deck written by the editor byte for byte', async () => {
    const markup = serialize(editorDeck);
    const { data, slideCount: count } = await saveAndRead(markup);
    expect(data).toBe(markup);
    expect(parse(data)).toEqual(editorDeck);
    expect(count).toBe(slideCount(editorDeck));
  });

  it('stores generated editor decks byte for byte', async () => {
    for (const deck of fc.sample(deckArbitrary, { numRuns: 20, seed: 6 })) {
      const markup = serialize(deck);
      const { data, slideCount: count } = await saveAndRead(markup);
      expect(data).toBe(markup);
      expect(count).toBe(slideCount(deck));
    }
  });
});
