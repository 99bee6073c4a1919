import { serializeSlide, type Block, type Slide } from '@lectern/deck-format';

/**
 * The seven default slide templates (spec/002 §9), shipped as data: where each text goes, as
 * fractions of the slide, and what it says. They name no colour or font of their own, so the
 * deck's theme draws them; the picture placeholder is a translucent grey that shows on any theme.
 */
interface Placed {
  /** Left, top and width as fractions of the slide's width and height. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

interface TemplateText extends Placed {
  /** The element the text starts as (its placeholder tag), and what it says. */
  readonly tag: 'h1' | 'h2' | 'h3' | 'p' | 'ul';
  readonly html: string;
}

interface TemplatePicture extends Placed {
  readonly height: number;
}

export interface DefaultTemplate {
  readonly id: string;
  readonly label: string;
  readonly texts: readonly TemplateText[];
  readonly picture?: TemplatePicture;
}

const centred = (html: string) => html.replace(/^<(h\d|p)>/, '<$1 style="text-align:center">');

export const DEFAULT_TEMPLATES: readonly DefaultTemplate[] = [
  {
    id: 'title',
    label: 'Title',
    texts: [
      { tag: 'h1', x: 0.1, y: 0.34, width: 0.8, html: centred('<h1>Presentation title</h1>') },
      { tag: 'p', x: 0.1, y: 0.56, width: 0.8, html: centred('<p>Subtitle or presenter</p>') },
    ],
  },
  {
    id: 'title-and-text',
    label: 'Title and text',
    texts: [
      { tag: 'h2', x: 0.08, y: 0.08, width: 0.84, html: '<h2>Slide title</h2>' },
      {
        tag: 'ul',
        x: 0.08,
        y: 0.3,
        width: 0.84,
        html: '<ul><li><p>First point</p></li><li><p>Second point</p></li><li><p>Third point</p></li></ul>',
      },
    ],
  },
  {
    id: 'two-columns',
    label: 'Two columns',
    texts: [
      { tag: 'h2', x: 0.08, y: 0.08, width: 0.84, html: '<h2>Slide title</h2>' },
      { tag: 'h3', x: 0.08, y: 0.3, width: 0.4, html: '<h3>First column</h3>' },
      { tag: 'p', x: 0.08, y: 0.42, width: 0.4, html: '<p>What the first column says.</p>' },
      { tag: 'h3', x: 0.52, y: 0.3, width: 0.4, html: '<h3>Second column</h3>' },
      { tag: 'p', x: 0.52, y: 0.42, width: 0.4, html: '<p>What the second column says.</p>' },
    ],
  },
  {
    id: 'image-and-text',
    label: 'Image and text',
    picture: { x: 0.06, y: 0.12, width: 0.42, height: 0.76 },
    texts: [
      { tag: 'h2', x: 0.54, y: 0.24, width: 0.4, html: '<h2>Slide title</h2>' },
      { tag: 'p', x: 0.54, y: 0.46, width: 0.4, html: '<p>Describe the picture beside this text.</p>' },
    ],
  },
  {
    id: 'quote',
    label: 'Quote',
    texts: [
      { tag: 'h2', x: 0.12, y: 0.3, width: 0.76, html: centred('<h2>“A sentence worth remembering.”</h2>') },
      { tag: 'p', x: 0.12, y: 0.6, width: 0.76, html: centred('<p>— Who said it</p>') },
    ],
  },
  {
    id: 'section-divider',
    label: 'Section divider',
    texts: [
      { tag: 'p', x: 0.1, y: 0.32, width: 0.8, html: '<p>Part 2</p>' },
      { tag: 'h1', x: 0.1, y: 0.42, width: 0.8, html: '<h1>Section title</h1>' },
    ],
  },
  {
    id: 'closing',
    label: 'Closing',
    texts: [
      { tag: 'h1', x: 0.1, y: 0.3, width: 0.8, html: centred('<h1>Thank you</h1>') },
      { tag: 'p', x: 0.1, y: 0.52, width: 0.8, html: centred('<p>Questions?</p>') },
      { tag: 'p', x: 0.1, y: 0.64, width: 0.8, html: centred('<p>name@example.com</p>') },
    ],
  },
];

const PICTURE_FILL = 'rgba(128, 128, 128, 0.25)';
const base = { rotation: 0, extraAttributes: [], extraStyle: '' } as const;

/** A default template as one slide of a deck of `size`: its blocks placed at its fractions of the slide. */
export function defaultTemplateSlide(template: DefaultTemplate, size: { width: number; height: number }): Slide {
  const at = ({ x, y, width }: Placed) => ({
    x: Math.round(x * size.width),
    y: Math.round(y * size.height),
    width: Math.round(width * size.width),
  });
  const texts: Block[] = template.texts.map((text, index) => ({
    ...base,
    ...at(text),
    type: 'text',
    id: `${template.id}-${index + 1}`,
    height: 'auto',
    html: text.html,
    placeholderTag: text.tag,
  }));
  const picture: Block[] = template.picture
    ? [
        {
          ...base,
          ...at(template.picture),
          height: Math.round(template.picture.height * size.height),
          type: 'shape',
          id: `${template.id}-picture`,
          shape: 'rect',
          fill: PICTURE_FILL,
          stroke: 'transparent',
          strokeWidth: 0,
          cornerRadius: 0,
        },
      ]
    : [];
  return { id: template.id, attributes: [], notes: null, blocks: [...picture, ...texts], foreignHtml: '' };
}

/** A default template's markup for a deck of `size`, as a saved template holds it. */
export const defaultTemplateHtml = (template: DefaultTemplate, size: { width: number; height: number }) =>
  serializeSlide(defaultTemplateSlide(template, size));
