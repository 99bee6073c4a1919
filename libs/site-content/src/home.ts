import { escapeHtml } from './html.js';

/** The home page's marquee deck and promotion steps (spec/002 §2 Home, §9 Home marquee). */
export const HOME_MARQUEE = {
  width: 700,
  height: 438,
  autoSlideMs: 4000,
  minHeight: 600,
} as const;

export const PROMOTION_STEP_MS = 2500;

/** A slide of the marquee deck: a title and a line. */
export interface MarqueeSlide {
  title: string;
  text: string;
}

export const MARQUEE_SLIDES: readonly MarqueeSlide[] = [
  { title: 'Slides that speak for you', text: 'Write, arrange and present in one place.' },
  { title: 'Text, images, video, code and math', text: 'Every block where you put it, at any size.' },
  { title: 'Present anywhere', text: 'Full screen, with speaker notes, in a kiosk loop or live.' },
  { title: 'Share it your way', text: 'A link, an embed, a private link with a password, or a PDF.' },
];

/** The marquee's slides as deck markup (libs/deck-format): a title block and a text block each, named for assistive technology. */
const marqueeSection = ({ title, text }: MarqueeSlide, index: number) => {
  const id = `marquee-${index + 1}`;
  return (
    `<section data-id="${id}" role="group" aria-roledescription="slide" aria-label="${index + 1} of ${MARQUEE_SLIDES.length}">` +
    `<div class="sl-block" data-block-type="text" data-block-id="${id}-title" style="left:60px;top:96px;width:580px;height:auto">` +
    `<div class="sl-block-content" data-placeholder-tag="h2"><h2>${escapeHtml(title)}</h2></div></div>` +
    `<div class="sl-block" data-block-type="text" data-block-id="${id}-text" style="left:60px;top:270px;width:580px;height:auto">` +
    `<div class="sl-block-content"><p>${escapeHtml(text)}</p></div></div></section>`
  );
};

/**
 * The marquee deck: its slides' markup and the settings it is shown with, as a saved deck's
 * (a 700 × 438 slide, no margin, looping, in a dark theme with a font metric-compatible with the
 * fallback the page paints before it loads).
 */
export const MARQUEE_DECK = {
  width: HOME_MARQUEE.width,
  height: HOME_MARQUEE.height,
  margin: 0,
  center: false,
  transition: 'slide',
  background_transition: 'none',
  slide_number: false,
  rtl: false,
  should_loop: true,
  shuffle: false,
  auto_slide_interval: HOME_MARQUEE.autoSlideMs,
  navigation_mode: 'linear',
  upsizing_enabled: false,
  theme_color: 'black-mint',
  theme_font: 'helvetica',
  /** Every slide's `<section>`. */
  markup: MARQUEE_SLIDES.map(marqueeSection).join(''),
  /** The first slide's `<section>`, which the page paints. */
  firstSlide: marqueeSection(MARQUEE_SLIDES[0]!, 0),
} as const;

/** What the promotion steps show, one after another as the visitor reaches them. */
export const PROMOTION_STEPS: readonly { title: string; text: string }[] = [
  { title: 'Create', text: 'Start from a theme or a template and add your blocks.' },
  { title: 'Collaborate', text: 'Invite editors and reviewers; hand the editor over, comment on slides.' },
  { title: 'Present', text: 'Go full screen, open the presenter view, or present live to an audience.' },
  { title: 'Share', text: 'Publish, embed, export to PDF or PowerPoint, or send a private link.' },
];

export const HOME_LEAD =
  'Lectern is a slide editor in your browser, with presenting, live audiences and sharing built in.';
