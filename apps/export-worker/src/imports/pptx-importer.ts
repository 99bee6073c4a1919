import { blockHtml, escapeAttribute, escapeText, type Block, type ShapeKind } from '@lectern/deck-format';
import {
  IMPORTED_DECK_WIDTH,
  IMPORT_MAX_SLIDES,
  ImportRefusedError,
  pictureAddress,
  type Importer,
} from './imported.js';
import type { ImportedPicture } from './imported.js';
import {
  at,
  attr,
  child,
  childrenNamed,
  kids,
  parseXml,
  relationships,
  relsPath,
  root,
  tagOf,
  textOf,
  type XNode,
} from './ooxml.js';
import { openSafeZip, type SafeZip } from './safe-zip.js';

const EMU_PER_PX = 9525;
const PICTURE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};
const SHAPES: Record<string, ShapeKind> = {
  rect: 'rect',
  roundRect: 'rect',
  ellipse: 'circle',
  triangle: 'triangle',
  diamond: 'diamond',
  pentagon: 'pentagon',
  hexagon: 'hexagon',
  star5: 'star',
  rightArrow: 'arrow',
};

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/** How a group's children are placed: `x' = offset + (x - childOffset) * scale`, in EMU. */
interface Frame {
  ox: number;
  oy: number;
  cx: number;
  cy: number;
  sx: number;
  sy: number;
}
const IDENTITY: Frame = { ox: 0, oy: 0, cx: 0, cy: 0, sx: 1, sy: 1 };

/** Reads one slide's shapes into blocks, collecting the pictures they show. */
class SlideReader {
  readonly blocks: Block[] = [];
  private count = 0;

  constructor(
    private readonly zip: SafeZip,
    private readonly rels: Map<string, { target: string; type: string }>,
    private readonly layoutBoxes: Map<string, XNode>,
    private readonly pictures: ImportedPicture[],
    private readonly pictureIndex: Map<string, number>,
    /** Slide px per EMU. */
    private readonly scale: number,
  ) {}

  private id(kind: string) {
    this.count += 1;
    return `${kind}-${this.count}`;
  }

  private box(xfrm: XNode | undefined, frame: Frame): Box | null {
    const off = child(xfrm, 'a:off');
    const ext = child(xfrm, 'a:ext');
    if (!off || !ext) return null;
    const place = (value: string | undefined, origin: number, childOrigin: number, factor: number) =>
      (origin + (Number(value ?? 0) - childOrigin) * factor) * this.scale;
    return {
      x: Math.round(place(attr(off, 'x'), frame.ox, frame.cx, frame.sx)),
      y: Math.round(place(attr(off, 'y'), frame.oy, frame.cy, frame.sy)),
      width: Math.max(1, Math.round(Number(attr(ext, 'cx') ?? 0) * frame.sx * this.scale)),
      height: Math.max(1, Math.round(Number(attr(ext, 'cy') ?? 0) * frame.sy * this.scale)),
      rotation: Math.round(Number(attr(xfrm, 'rot') ?? 0) / 60_000),
    };
  }

  /** A placeholder's position, from the slide or else from its layout's placeholder of the same kind. */
  private shapeBox(shape: XNode, frame: Frame): Box | null {
    const own = at(shape, 'p:spPr', 'a:xfrm');
    if (own) return this.box(own, frame);
    const ph = at(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    const inherited =
      ph &&
      (this.layoutBoxes.get(`idx:${attr(ph, 'idx')}`) ?? this.layoutBoxes.get(`type:${attr(ph, 'type') ?? 'body'}`));
    return inherited ? this.box(inherited, IDENTITY) : null;
  }

  read(nodes: XNode[], frame: Frame) {
    for (const node of nodes) {
      switch (tagOf(node)) {
        case 'p:sp':
          this.shape(node, frame);
          break;
        case 'p:pic':
          this.picture(node, frame);
          break;
        case 'p:graphicFrame':
          this.table(node, frame);
          break;
        case 'p:cxnSp':
          this.line(node, frame);
          break;
        case 'p:grpSp': {
          const xfrm = at(node, 'p:grpSpPr', 'a:xfrm');
          const n = (tag: string, name: string) => Number(attr(child(xfrm, tag), name) ?? 0);
          const [cx, cy] = [n('a:chExt', 'cx'), n('a:chExt', 'cy')];
          const inner: Frame = {
            ox: frame.ox + (n('a:off', 'x') - frame.cx) * frame.sx,
            oy: frame.oy + (n('a:off', 'y') - frame.cy) * frame.sy,
            cx: n('a:chOff', 'x'),
            cy: n('a:chOff', 'y'),
            sx: frame.sx * (cx ? n('a:ext', 'cx') / cx : 1),
            sy: frame.sy * (cy ? n('a:ext', 'cy') / cy : 1),
          };
          this.read(kids(node), inner);
          break;
        }
        case 'mc:AlternateContent':
          this.read(kids(child(node, 'mc:Fallback')), frame);
          break;
      }
    }
  }

  private shape(node: XNode, frame: Frame) {
    const box = this.shapeBox(node, frame);
    if (!box) return;
    const spPr = child(node, 'p:spPr');
    const geometry = attr(child(spPr, 'a:prstGeom'), 'prst');
    const fill = colorOf(child(spPr, 'a:solidFill'));
    const line = child(spPr, 'a:ln');
    const stroke = colorOf(child(line, 'a:solidFill'));
    if (geometry && (fill || stroke)) {
      this.blocks.push({
        ...box,
        id: this.id('shape'),
        type: 'shape',
        shape: SHAPES[geometry] ?? 'rect',
        fill: fill ?? 'transparent',
        stroke: stroke ?? 'transparent',
        strokeWidth: stroke ? Math.max(1, Math.round(Number(attr(line, 'w') ?? 12_700) * this.scale * 10) / 10) : 0,
        cornerRadius: geometry === 'roundRect' ? Math.round(Math.min(box.width, box.height) * 0.16) : 0,
        extraAttributes: [],
        extraStyle: '',
      });
    }
    const title = /title/i.test(attr(at(node, 'p:nvSpPr', 'p:nvPr', 'p:ph'), 'type') ?? '');
    const html = textHtml(child(node, 'p:txBody'), this.scale, title ? 44 : 18);
    if (html)
      this.blocks.push({
        ...box,
        id: this.id('text'),
        type: 'text',
        html,
        placeholderTag: null,
        extraAttributes: [],
        extraStyle: '',
      });
  }

  private picture(node: XNode, frame: Frame) {
    const box = this.box(at(node, 'p:spPr', 'a:xfrm'), frame);
    const embed = attr(at(node, 'p:blipFill', 'a:blip'), 'r:embed');
    const target = embed ? this.rels.get(embed)?.target : undefined;
    const type = target ? PICTURE_TYPES[target.split('.').pop()!.toLowerCase()] : undefined;
    if (!box || !target || !type || !this.zip.names.has(target)) return;
    let index = this.pictureIndex.get(target);
    if (index === undefined) {
      index = this.pictures.length;
      this.pictureIndex.set(target, index);
      this.pictures.push({ body: Buffer.alloc(0), contentType: type, filename: target.split('/').pop()! });
    }
    this.blocks.push({
      ...box,
      id: this.id('image'),
      type: 'image',
      src: pictureAddress(index),
      mediaId: null,
      alt: attr(at(node, 'p:nvPicPr', 'p:cNvPr'), 'descr') ?? '',
      crop: null,
      extraAttributes: [],
      extraStyle: '',
    });
  }

  private table(node: XNode, frame: Frame) {
    const box = this.box(child(node, 'p:xfrm'), frame);
    const table = at(node, 'a:graphic', 'a:graphicData', 'a:tbl');
    if (!box || !table) return;
    const columns = childrenNamed(child(table, 'a:tblGrid'), 'a:gridCol').map((column) =>
      Number(attr(column, 'w') ?? 0),
    );
    const total = columns.reduce((sum, width) => sum + width, 0) || 1;
    const rows = childrenNamed(table, 'a:tr').map((row) =>
      childrenNamed(row, 'a:tc').map((cell) => inlineHtml(child(cell, 'a:txBody'))),
    );
    if (rows.length === 0 || columns.length === 0) return;
    const width = rows[0]!.length;
    this.blocks.push({
      ...box,
      height: 'auto',
      id: this.id('table'),
      type: 'table',
      headerRow: attr(child(table, 'a:tblPr'), 'firstRow') === '1',
      columnWidths: columns.slice(0, width).map((column) => Math.round((column / total) * 1000) / 10),
      rows: rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? '')),
      extraAttributes: [],
      extraStyle: '',
    });
  }

  private line(node: XNode, frame: Frame) {
    const xfrm = at(node, 'p:spPr', 'a:xfrm');
    const box = this.box(xfrm, frame);
    if (!box) return;
    const line = at(node, 'p:spPr', 'a:ln');
    const [flipH, flipV] = [attr(xfrm, 'flipH') === '1', attr(xfrm, 'flipV') === '1'];
    const head = (tag: string) =>
      ['triangle', 'arrow', 'stealth'].includes(attr(child(line, tag), 'type') ?? '') ? 'arrow' : 'none';
    this.blocks.push({
      ...box,
      id: this.id('line'),
      type: 'line',
      x1: flipH ? box.width : 0,
      y1: flipV ? box.height : 0,
      x2: flipH ? 0 : box.width,
      y2: flipV ? 0 : box.height,
      color: colorOf(child(line, 'a:solidFill')) ?? '#000000',
      lineWidth: Math.max(1, Math.round(Number(attr(line, 'w') ?? 12_700) * this.scale)),
      startHead: head('a:headEnd'),
      endHead: head('a:tailEnd'),
      extraAttributes: [],
      extraStyle: '',
    });
  }
}

/** An `a:solidFill`'s RGB colour as CSS; theme colours are not resolved. */
function colorOf(fill: XNode | undefined): string | null {
  const value = attr(child(fill, 'a:srgbClr'), 'val');
  return value && /^[0-9a-f]{6}$/i.test(value) ? `#${value.toLowerCase()}` : null;
}

/** A run's text with its marks: bold, italic, underline, strike, colour, size (px), link. */
function runHtml(run: XNode, scale: number, defaultPt: number): string {
  const props = child(run, 'a:rPr');
  let html = escapeText(textOf(child(run, 'a:t')));
  if (html === '') return '';
  if (attr(props, 'b') === '1') html = `<strong>${html}</strong>`;
  if (attr(props, 'i') === '1') html = `<em>${html}</em>`;
  if ((attr(props, 'u') ?? 'none') !== 'none') html = `<u>${html}</u>`;
  if ((attr(props, 'strike') ?? 'noStrike') !== 'noStrike') html = `<s>${html}</s>`;
  const styles: string[] = [];
  const color = colorOf(child(props, 'a:solidFill'));
  if (color) styles.push(`color:${color}`);
  const size = Number(attr(props, 'sz') ?? defaultPt * 100) / 100;
  styles.push(`font-size:${Math.max(6, Math.round((size / 0.75) * scale * EMU_PER_PX))}px`);
  return `<span style="${escapeAttribute(styles.join(';'))}">${html}</span>`;
}

/** A cell's text without paragraph markup: runs, paragraphs joined by line breaks. */
function inlineHtml(body: XNode | undefined): string {
  return childrenNamed(body, 'a:p')
    .map((paragraph) =>
      childrenNamed(paragraph, 'a:r')
        .map((run) => escapeText(textOf(child(run, 'a:t'))))
        .join(''),
    )
    .filter((text) => text !== '')
    .join('<br>');
}

/** A text body as paragraphs and lists (`a:buChar` bullets, `a:buAutoNum` numbers), aligned as set. */
function textHtml(body: XNode | undefined, scale: number, defaultPt: number): string {
  const out: string[] = [];
  let list: 'ul' | 'ol' | null = null;
  for (const paragraph of childrenNamed(body, 'a:p')) {
    const props = child(paragraph, 'a:pPr');
    const content = kids(paragraph)
      .map((item) =>
        tagOf(item) === 'a:r' || tagOf(item) === 'a:fld'
          ? runHtml(item, scale, defaultPt)
          : tagOf(item) === 'a:br'
            ? '<br>'
            : '',
      )
      .join('');
    const kind = child(props, 'a:buAutoNum') ? 'ol' : child(props, 'a:buChar') ? 'ul' : null;
    if (kind !== list) {
      if (list) out.push(`</${list}>`);
      if (kind) out.push(`<${kind}>`);
      list = kind;
    }
    const align = { ctr: 'center', r: 'right', just: 'justify' }[attr(props, 'algn') ?? ''];
    const style = align ? ` style="text-align:${align}"` : '';
    if (kind) out.push(`<li${style}>${content}</li>`);
    else if (content !== '') out.push(`<p${style}>${content}</p>`);
  }
  if (list) out.push(`</${list}>`);
  return out.join('');
}

/** The placeholders' positions in a layout, by `idx:` and `type:`, for slides whose placeholders have none of their own. */
function layoutPlaceholders(nodes: XNode[]): Map<string, XNode> {
  const boxes = new Map<string, XNode>();
  for (const shape of childrenNamed(at(root(nodes, 'p:sldLayout'), 'p:cSld', 'p:spTree'), 'p:sp')) {
    const ph = at(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph');
    const xfrm = at(shape, 'p:spPr', 'a:xfrm');
    if (!ph || !xfrm) continue;
    if (attr(ph, 'idx')) boxes.set(`idx:${attr(ph, 'idx')}`, xfrm);
    boxes.set(`type:${attr(ph, 'type') ?? 'body'}`, xfrm);
  }
  return boxes;
}

const partRels = async (zip: SafeZip, part: string) =>
  zip.names.has(relsPath(part)) ? relationships(parseXml(await zip.read(relsPath(part))), part) : new Map();

/**
 * A PowerPoint file: each slide's text boxes and placeholders become text blocks (runs, sizes,
 * colours, lists, alignment), shapes shapes, pictures images, tables tables, connectors lines,
 * groups their members, and its notes the slide's notes, placed as they were, at the deck's
 * width. Charts and other drawings without a picture of their own are left out. The file is a
 * ZIP checked against zip bombs before anything is unpacked.
 */
export const importPptx: Importer = async (file, target, { signal, progress }) => {
  const zip = await openSafeZip(file);
  try {
    const presentation = root(parseXml(await zip.read('ppt/presentation.xml')), 'p:presentation');
    const size = child(presentation, 'p:sldSz');
    const [cx, cy] = [Number(attr(size, 'cx') ?? 9_144_000), Number(attr(size, 'cy') ?? 6_858_000)];
    const deck = target ?? { width: IMPORTED_DECK_WIDTH, height: Math.round((IMPORTED_DECK_WIDTH * cy) / cx) };
    const scale = deck.width / cx;
    const rels = await partRels(zip, 'ppt/presentation.xml');
    const slideParts = childrenNamed(child(presentation, 'p:sldIdLst'), 'p:sldId')
      .map((slide) => rels.get(attr(slide, 'r:id') ?? '')?.target)
      .filter((part): part is string => part !== undefined && zip.names.has(part));
    if (slideParts.length === 0) throw new ImportRefusedError('noSlides');
    if (slideParts.length > IMPORT_MAX_SLIDES)
      throw new ImportRefusedError('tooManyPages', `${slideParts.length} slides`);
    const pictures: ImportedPicture[] = [];
    const pictureIndex = new Map<string, number>();
    const sections: string[] = [];
    for (const [index, part] of slideParts.entries()) {
      if (signal.aborted) throw signal.reason;
      const slideRels = await partRels(zip, part);
      const relOf = (type: string) => [...slideRels.values()].find((rel) => rel.type.endsWith(`/${type}`))?.target;
      const layout = relOf('slideLayout');
      const layoutBoxes =
        layout && zip.names.has(layout) ? layoutPlaceholders(parseXml(await zip.read(layout))) : new Map();
      const slide = at(root(parseXml(await zip.read(part)), 'p:sld'), 'p:cSld');
      const reader = new SlideReader(zip, slideRels, layoutBoxes, pictures, pictureIndex, scale);
      reader.read(kids(child(slide, 'p:spTree')), IDENTITY);
      const notesPart = relOf('notesSlide');
      let notes = '';
      if (notesPart && zip.names.has(notesPart)) {
        const shapes = childrenNamed(
          at(root(parseXml(await zip.read(notesPart)), 'p:notes'), 'p:cSld', 'p:spTree'),
          'p:sp',
        );
        const body = shapes.find((shape) => attr(at(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph'), 'type') === 'body');
        notes = childrenNamed(child(body, 'p:txBody'), 'a:p').map(textOf).join('\n').trim();
      }
      const background = colorOf(at(slide, 'p:bg', 'p:bgPr', 'a:solidFill'));
      sections.push(
        `<section data-id="slide-${index + 1}"${background ? ` data-background-color="${background}"` : ''}>${reader.blocks.map(blockHtml).join('')}${notes ? `<aside class="notes">${escapeText(notes)}</aside>` : ''}</section>`,
      );
      await progress(10 + (40 * (index + 1)) / slideParts.length);
    }
    for (const [part, index] of pictureIndex) pictures[index] = { ...pictures[index]!, body: await zip.read(part) };
    return { markup: sections.join('\n'), pictures, size: deck };
  } finally {
    zip.close();
  }
};
