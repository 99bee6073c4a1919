import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import type { TextRun } from './pptxgen.js';
import { pptColor, points } from './units.js';

type RunOptions = NonNullable<TextRun['options']>;

/** How a deck's text looks by default: its theme's colours and the slide stylesheet's sizes (px). */
export interface TextLook {
  fontFace: string;
  color: string;
  headingColor: string;
  linkColor: string;
  /** The slide's base font size in px (`deck.css`: 32). */
  basePx: number;
}

/** The slide stylesheet's heading scale (`deck.css`). */
const HEADING_SCALE: Record<string, number> = { h1: 2.2, h2: 1.6, h3: 1.3, h4: 1, h5: 1, h6: 1 };
const BLOCK_ELEMENTS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'pre']);
const LINE_HEIGHT = 1.3;

/** A paragraph's text as runs, with its size in px, for estimating how tall it is. */
interface Paragraph {
  runs: TextRun[];
  sizePx: number;
}

const styleOf = (element: Element): Record<string, string> =>
  Object.fromEntries(
    (element.attribs['style'] ?? '')
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== '' && parts[1] !== '')
      .map(([name, value]) => [name.toLowerCase(), value]),
  );

/** A CSS font size as px, relative ones taken against `parentPx`. */
function fontSizePx(value: string | undefined, parentPx: number): number | null {
  const match = /^([\d.]+)(px|pt|em|rem|%)$/.exec(value ?? '');
  if (!match) return null;
  const n = Number(match[1]);
  switch (match[2]) {
    case 'px':
      return n;
    case 'pt':
      return n / 0.75;
    case '%':
      return (parentPx * n) / 100;
    default:
      return parentPx * n;
  }
}

/**
 * A text block's HTML (headings, paragraphs, lists, marks, links, colours, sizes, alignment) as
 * PowerPoint paragraphs of styled runs: the text stays text. Answers the runs and an estimate
 * of their height in px at `widthPx`, for blocks whose height follows their text.
 */
export function richText(html: string, look: TextLook, widthPx: number): { runs: TextRun[]; heightPx: number } {
  const paragraphs: Paragraph[] = [];
  let current: Paragraph | null = null;
  let listDepth = 0;

  const open = (sizePx: number) => {
    current = { runs: [], sizePx };
    paragraphs.push(current);
  };

  function walk(nodes: readonly ChildNode[], inherited: RunOptions, sizePx: number, paragraph: RunOptions) {
    for (const node of nodes) {
      if (node.type === 'text') {
        const text = node.data.replace(/\s+/g, ' ');
        if (text.trim() === '' && (!current || current.runs.length === 0)) continue;
        if (!current) open(sizePx);
        current!.runs.push({ text, options: { ...paragraph, ...inherited, fontSize: points(sizePx) } });
        continue;
      }
      if (node.type !== 'tag') continue;
      const element = node as Element;
      const name = element.name;
      const style = styleOf(element);
      const options: RunOptions = { ...inherited };
      let size = fontSizePx(style['font-size'], sizePx) ?? sizePx;
      if (name === 'br') {
        if (!current) open(sizePx);
        current!.runs.push({
          text: '',
          options: { ...paragraph, ...inherited, fontSize: points(sizePx), softBreakBefore: true },
        });
        continue;
      }
      if (name === 'strong' || name === 'b' || style['font-weight'] === 'bold' || Number(style['font-weight']) >= 600)
        options.bold = true;
      if (name === 'em' || name === 'i' || style['font-style'] === 'italic') options.italic = true;
      if (name === 'u' || style['text-decoration']?.includes('underline')) options.underline = { style: 'sng' };
      if (name === 's' || name === 'del' || name === 'strike' || style['text-decoration']?.includes('line-through'))
        options.strike = 'sngStrike';
      if (name === 'sup') options.superscript = true;
      if (name === 'sub') options.subscript = true;
      if (name === 'code') options.fontFace = 'Courier New';
      const color = pptColor(style['color']);
      if (color) options.color = color.hex;
      const highlight = pptColor(style['background-color']);
      if (highlight) options.highlight = highlight.hex;
      if (name === 'a' && /^https?:\/\//.test(element.attribs['href'] ?? '')) {
        options.hyperlink = { url: element.attribs['href']! };
        if (!color) options.color = look.linkColor;
      }
      if (HEADING_SCALE[name] !== undefined) {
        size = fontSizePx(style['font-size'], look.basePx) ?? look.basePx * HEADING_SCALE[name]!;
        if (!color) options.color = look.headingColor;
        options.bold ??= true;
      }
      if (name === 'ul' || name === 'ol') {
        listDepth += 1;
        walk(element.children, options, size, {
          ...paragraph,
          indentLevel: listDepth - 1,
          bullet: name === 'ol' ? { type: 'number' } : true,
        });
        listDepth -= 1;
        continue;
      }
      if (BLOCK_ELEMENTS.has(name)) {
        const align = style['text-align'];
        const own: RunOptions = { ...paragraph };
        if (name !== 'li') {
          delete own.bullet;
          delete own.indentLevel;
        }
        if (align === 'center' || align === 'right' || align === 'left' || align === 'justify') own.align = align;
        open(size);
        walk(element.children, options, size, own);
        current = null;
        continue;
      }
      walk(element.children, options, size, paragraph);
    }
  }

  walk(parseDocument(html).children, { color: look.color, fontFace: look.fontFace }, look.basePx, {});
  const kept = paragraphs.filter((paragraph) => paragraph.runs.length > 0);
  const runs: TextRun[] = [];
  kept.forEach((paragraph, index) => {
    paragraph.runs.forEach((run, runIndex) => {
      const last = runIndex === paragraph.runs.length - 1 && index < kept.length - 1;
      runs.push(last ? { ...run, options: { ...run.options, breakLine: true } } : run);
    });
  });
  const heightPx = kept.reduce((sum, paragraph) => {
    const chars = paragraph.runs.reduce((count, run) => count + (run.text ?? '').length, 0);
    const lines = Math.max(1, Math.ceil((chars * paragraph.sizePx * 0.55) / Math.max(widthPx, 1)));
    return sum + lines * paragraph.sizePx * LINE_HEIGHT;
  }, 0);
  return { runs, heightPx };
}
