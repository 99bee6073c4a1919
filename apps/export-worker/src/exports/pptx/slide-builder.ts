import {
  serializeSlide,
  slideBackground,
  type Block,
  type ImageBlock,
  type LineBlock,
  type ShapeBlock,
  type Slide,
  type TableBlock,
} from '@lectern/deck-format';
import type { FidelityNote } from '@lectern/domain';
import { pictureKey, type SlidePicture } from '../../render/deck-renderer.js';
import type { DeckMediaFile } from '../../render/deck-media.js';
import type { PptxSlide, ShapeName, TableRow } from './pptxgen.js';
import { richText, type TextLook } from './rich-text.js';
import { inches, pptColor, points } from './units.js';

/** Blocks drawn as pictures: PowerPoint has nothing like them. */
const PICTURED = new Set<Block['type']>(['code', 'math', 'opaque']);

/** Whether a block is drawn as a picture rather than as PowerPoint's own object. */
export function isPictured(block: Block, media: ReadonlyMap<string, DeckMediaFile>): boolean {
  if (PICTURED.has(block.type)) return true;
  if (block.type !== 'image') return false;
  const file = media.get(block.src);
  return !file || block.crop !== null || file.contentType === 'image/svg+xml';
}

const SHAPES: Record<ShapeBlock['shape'], ShapeName> = {
  rect: 'rect',
  circle: 'ellipse',
  triangle: 'triangle',
  diamond: 'diamond',
  pentagon: 'pentagon',
  hexagon: 'hexagon',
  star: 'star5',
  arrow: 'rightArrow',
};

const HEADS: Record<LineBlock['startHead'], 'none' | 'triangle' | 'oval' | 'diamond'> = {
  none: 'none',
  arrow: 'triangle',
  circle: 'oval',
  square: 'diamond',
};

interface Offset {
  x: number;
  y: number;
}

/** Everything one slide is written from. */
export interface SlideSource {
  slide: Slide;
  /** 1-based, as the fidelity report names slides. */
  number: number;
  h: number;
  v: number;
  look: TextLook;
  background: string;
  size: { width: number; height: number };
  media: ReadonlyMap<string, DeckMediaFile>;
  pictures: ReadonlyMap<string, SlidePicture>;
  /** The deck follows a theme with markup, drawn in the slide's picture of what is not made of blocks. */
  themed: boolean;
}

const dataUri = (file: { body: Buffer; contentType: string }) =>
  `${file.contentType};base64,${file.body.toString('base64')}`;

/**
 * Writes one slide into `target` with PowerPoint's own objects where it has them (text with its
 * runs, shapes, lines, pictures, tables, notes, the background), and the pictures drawn by the
 * browser for the rest; answers what it could only approximate.
 */
export function buildSlide(target: PptxSlide, source: SlideSource): FidelityNote[] {
  const notes: FidelityNote[] = [];
  const note = (kind: FidelityNote['kind'], message: string) =>
    notes.push({ slide: source.number, kind, message: `Slide ${source.number}: ${message}` });
  const { slide } = source;

  writeBackground(target, source, note);
  if (slide.attributes.some(([name, value]) => name === 'data-visibility' && value === 'hidden')) target.hidden = true;
  const foreign = source.pictures.get(pictureKey(source.h, source.v, null));
  if (foreign) {
    target.addImage({ data: `image/png;base64,${foreign.png.toString('base64')}`, x: 0, y: 0, ...fullSize(source) });
    note(
      'rasterised',
      source.themed
        ? 'the theme’s markup is a picture, with the content that is not made of blocks'
        : 'content that is not made of blocks is a picture',
    );
  }
  for (const block of slide.blocks) writeBlock(target, block, { x: 0, y: 0 }, source, note);
  if (/class="[^"]*\bfragment\b/.test(serializeSlide(slide))) note('approximated', 'fragments show at once');
  if (slide.notes) target.addNotes(slide.notes);
  return notes;
}

const fullSize = (source: SlideSource) => ({ w: inches(source.size.width), h: inches(source.size.height) });

function writeBackground(
  target: PptxSlide,
  source: SlideSource,
  note: (kind: FidelityNote['kind'], message: string) => void,
) {
  const background = slideBackground(source.slide);
  const color = pptColor(background.color) ?? pptColor(source.background);
  if (color) target.background = { color: color.hex, transparency: color.transparency };
  if (background.image) {
    const file = source.media.get(background.image.src);
    if (file) target.background = { data: dataUri(file) };
    else note('dropped', 'a background picture from another site is left out');
    if (background.image.size !== 'cover' || background.image.opacity !== 100)
      note('approximated', 'the background picture fills the slide');
  }
  if (background.video) note('dropped', 'the background video is left out');
  if (background.iframe) note('dropped', 'the background page is left out');
}

function writeBlock(
  target: PptxSlide,
  block: Block,
  offset: Offset,
  source: SlideSource,
  note: (kind: FidelityNote['kind'], message: string) => void,
) {
  const x = offset.x + block.x;
  const y = offset.y + block.y;
  const height = block.height === 'auto' ? 0 : block.height;
  const place = { x: inches(x), y: inches(y), w: inches(block.width), h: inches(height), rotate: block.rotation };
  if (isPictured(block, source.media)) {
    const picture = source.pictures.get(pictureKey(source.h, source.v, block.id));
    if (!picture) {
      note('dropped', `a ${block.type} block could not be drawn`);
      return;
    }
    const { box } = picture;
    target.addImage({
      data: `image/png;base64,${picture.png.toString('base64')}`,
      x: inches(box.x),
      y: inches(box.y),
      w: inches(box.width),
      h: inches(box.height),
      altText: block.type === 'image' ? block.alt : undefined,
    });
    note('rasterised', PICTURE_NOTES[block.type] ?? `a ${block.type} block is a picture`);
    return;
  }
  switch (block.type) {
    case 'text': {
      const text = richText(block.html, source.look, block.width);
      if (text.runs.length === 0) return;
      target.addText(text.runs, {
        ...place,
        h: inches(block.height === 'auto' ? text.heightPx : block.height),
        margin: 0,
        valign: 'top',
        fit: 'none',
        lineSpacingMultiple: 1.3,
      });
      return;
    }
    case 'image':
      writeImage(target, block, place, source.media.get(block.src)!);
      return;
    case 'shape': {
      const fill = pptColor(block.fill);
      const stroke = pptColor(block.stroke);
      target.addShape(block.shape === 'rect' && block.cornerRadius > 0 ? 'roundRect' : SHAPES[block.shape], {
        ...place,
        fill: fill ? { color: fill.hex, transparency: fill.transparency } : { type: 'none' },
        line:
          stroke && block.strokeWidth > 0 ? { color: stroke.hex, width: points(block.strokeWidth) } : { type: 'none' },
        ...(block.cornerRadius > 0
          ? { rectRadius: Math.min(0.5, block.cornerRadius / Math.max(1, Math.min(block.width, height))) }
          : {}),
      });
      return;
    }
    case 'line':
      writeLine(target, block, { x, y }, note);
      return;
    case 'table':
      writeTable(target, block, place, source.look);
      return;
    case 'group':
      if (block.rotation !== 0) note('approximated', 'a rotated group is written unrotated');
      for (const child of block.children) writeBlock(target, child, { x, y }, source, note);
      return;
    case 'iframe':
      target.addText([{ text: block.title || block.src, options: { hyperlink: { url: block.src } } }], {
        ...place,
        fontSize: 14,
        align: 'center',
        valign: 'middle',
        line: { color: '999999', width: 1 },
      });
      note('approximated', 'an embedded page is a link to it');
      return;
    case 'video':
    case 'audio': {
      const file = source.media.get(block.src);
      if (!file) {
        note('dropped', `a ${block.type} from another site is left out`);
        return;
      }
      target.addMedia({ type: block.type, data: dataUri(file), ...place });
      note('approximated', `the ${block.type} plays in PowerPoint, not in every viewer`);
      return;
    }
    default:
      note('dropped', `a ${block.type} block is left out`);
  }
}

const PICTURE_NOTES: Partial<Record<Block['type'], string>> = {
  code: 'code is a picture',
  math: 'a formula is a picture',
  image: 'a cropped, vector or linked picture is drawn as a picture',
  opaque: 'a block PowerPoint has no equivalent for is a picture',
};

/** A picture fitted into its block as `object-fit: contain` does. */
function writeImage(
  target: PptxSlide,
  block: ImageBlock,
  place: { x: number; y: number; w: number; h: number; rotate: number },
  file: DeckMediaFile,
) {
  let { x, y, w, h } = place;
  if (file.width && file.height && w > 0 && h > 0) {
    const scale = Math.min(w / file.width, h / file.height);
    const [fw, fh] = [file.width * scale, file.height * scale];
    [x, y, w, h] = [x + (w - fw) / 2, y + (h - fh) / 2, fw, fh];
  }
  target.addImage({ data: dataUri(file), x, y, w, h, rotate: place.rotate, altText: block.alt || undefined });
}

/** PowerPoint draws a line from its box's top-left to bottom-right: flipped and heads swapped to match. */
function writeLine(
  target: PptxSlide,
  block: LineBlock,
  at: Offset,
  note: (kind: FidelityNote['kind'], message: string) => void,
) {
  const [left, right] = [Math.min(block.x1, block.x2), Math.max(block.x1, block.x2)];
  const [top, bottom] = [Math.min(block.y1, block.y2), Math.max(block.y1, block.y2)];
  const reversed = block.x1 > block.x2 || (block.x1 === block.x2 && block.y1 > block.y2);
  const flipV = (block.x2 - block.x1) * (block.y2 - block.y1) < 0;
  const [begin, end] = reversed ? [block.endHead, block.startHead] : [block.startHead, block.endHead];
  const color = pptColor(block.color);
  target.addShape('line', {
    x: inches(at.x + left),
    y: inches(at.y + top),
    w: inches(right - left),
    h: inches(bottom - top),
    flipV,
    rotate: block.rotation,
    line: {
      color: color?.hex ?? '000000',
      width: points(block.lineWidth),
      beginArrowType: HEADS[begin],
      endArrowType: HEADS[end],
    },
  });
  if (block.startHead === 'square' || block.endHead === 'square') note('approximated', 'square line ends are diamonds');
}

function writeTable(target: PptxSlide, block: TableBlock, place: { x: number; y: number; w: number }, look: TextLook) {
  const rows = block.rows.map((row, index) =>
    row.map((html) => {
      const header = block.headerRow && index === 0;
      const runs = richText(`<p>${html}</p>`, { ...look, basePx: look.basePx * 0.75 }, 100).runs;
      return {
        text: runs.length > 0 ? runs : '',
        options: {
          bold: header || undefined,
          fill: header ? { color: 'EEEEEE' } : undefined,
          valign: 'middle' as const,
        },
      };
    }),
  );
  target.addTable(rows as TableRow[], {
    x: place.x,
    y: place.y,
    w: place.w,
    colW: block.columnWidths.map((percent) => (place.w * percent) / 100),
    border: { type: 'solid', pt: 0.75, color: '999999' },
    fontFace: look.fontFace,
    color: look.color,
    margin: 4,
  });
}
