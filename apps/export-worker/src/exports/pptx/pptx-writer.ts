import { parse, THEME_COLORS, THEME_FONTS, DEFAULT_THEME_COLOR, DEFAULT_THEME_FONT } from '@lectern/deck-format';
import type { Block } from '@lectern/deck-format';
import type { Queryable } from '@lectern/db';
import type { FidelityNote } from '@lectern/domain';
import type { EventStore } from '@lectern/event-store';
import type { FileStorage } from '@lectern/storage';
import { deckMediaFile, type DeckMediaFile } from '../../render/deck-media.js';
import type { DeckRenderer, PictureRequest } from '../../render/deck-renderer.js';
import { mediaAddressesIn } from '../deck-site-files.js';
import type { ExportWriter } from '../export-jobs.js';
import { exportedDeck } from '../pdf-writer.js';
import { PptxGenJS } from './pptxgen.js';
import { buildSlide, isPictured } from './slide-builder.js';
import { pptColor } from './units.js';

export const PPTX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
/** The slide stylesheet's base text size (`deck.css`). */
const BASE_FONT_PX = 32;

const pick = <T>(table: Record<string, T>, name: string, fallback: string): T =>
  Object.hasOwn(table, name) ? table[name]! : table[fallback]!;

/** Every block, group members included. */
const allBlocks = (blocks: readonly Block[]): Block[] =>
  blocks.flatMap((block) => (block.type === 'group' ? [block, ...allBlocks(block.children)] : [block]));

/**
 * PowerPoint: an editable PPTX written with pptxgenjs, slide by slide (`slide-builder.ts`), at
 * the deck's size, in its theme's colours and font, with the owner's media embedded. What
 * PowerPoint cannot show (the theme's markup among it) is drawn as pictures by the deck player in
 * one pass over the deck, and every approximation goes into the fidelity report.
 */
export function pptxWriter(deps: {
  store: EventStore;
  db: Queryable;
  storage: FileStorage;
  renderer: DeckRenderer;
}): ExportWriter {
  return async (job, run) => {
    const deck = await exportedDeck(deps.store, job);
    const { width, height } = deck.settings;
    const slides = parse(deck.markup).stacks.flatMap((stack, h) => stack.slides.map((slide, v) => ({ slide, h, v })));
    const media = new Map<string, DeckMediaFile>();
    for (const address of mediaAddressesIn(deck.markup)) {
      const file = await deckMediaFile(deps, deck.ownerId, address);
      if (file) media.set(address, file);
    }
    await run.progress(20);

    // The theme's markup (decision 0057) is on every slide: drawn with what is not made of blocks.
    const themed = deck.themeHtml.trim() !== '';
    const requests: PictureRequest[] = slides
      .map(({ slide, h, v }) => ({
        h,
        v,
        blockIds: allBlocks(slide.blocks)
          .filter((block) => isPictured(block, media))
          .map((block) => block.id),
        withoutBlocks: themed || slide.foreignHtml.trim() !== '',
      }))
      .filter((request) => request.blockIds.length > 0 || request.withoutBlocks);
    const pictures = requests.length > 0 ? await deps.renderer.pictures(deck, requests, run.timeoutMs) : new Map();
    await run.progress(50);

    const palette = pick(THEME_COLORS, deck.settings.theme_color, DEFAULT_THEME_COLOR);
    const font = pick<{ family: string }>(THEME_FONTS, deck.settings.theme_font, DEFAULT_THEME_FONT);
    const hex = (css: string) => pptColor(css)?.hex ?? '000000';
    const look = {
      fontFace: font.family.split(',')[0]!.replace(/"/g, '').trim(),
      color: hex(palette.text),
      headingColor: hex(palette.heading),
      linkColor: hex(palette.link),
      basePx: BASE_FONT_PX,
    };
    const pptx = new PptxGenJS();
    pptx.defineLayout({ name: 'DECK', width: width / 96, height: height / 96 });
    pptx.layout = 'DECK';
    pptx.title = deck.title;
    pptx.theme = { headFontFace: look.fontFace, bodyFontFace: look.fontFace };
    const fidelity: FidelityNote[] = [];
    for (const [index, { slide, h, v }] of slides.entries()) {
      if (run.signal.aborted) throw run.signal.reason;
      fidelity.push(
        ...buildSlide(pptx.addSlide(), {
          slide,
          number: index + 1,
          h,
          v,
          look,
          background: palette.background,
          size: { width, height },
          media,
          pictures,
          themed,
        }),
      );
      await run.progress(50 + (40 * (index + 1)) / slides.length);
    }
    const body = (await pptx.write({ outputType: 'nodebuffer', compression: true })) as Buffer;
    return { body: Buffer.from(body), contentType: PPTX_CONTENT_TYPE, fidelity };
  };
}
