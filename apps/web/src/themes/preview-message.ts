import type { Theme, ThemePreviewMessage } from '@lectern/contracts';
import { THEME_SAMPLE_SLIDE } from '@lectern/deck-format';
import { chosenSize } from '../deck-settings';
import type { ThemeDraft } from './theme-draft';

/** The preview repaints this long after an edit, and this long after an edit of the script (spec/002 §4, §9). */
export const REPAINT_MS = 250;
export const SCRIPT_REPAINT_MS = 1000;

/** How long after an edit that leaves the script `edited` the preview showing the script `shown` repaints. */
export const repaintDelayMs = (shown: string, edited: string) => (edited === shown ? REPAINT_MS : SCRIPT_REPAINT_MS);

/**
 * What the preview frame shows for a theme as edited: the sample slide in the draft's look, with its
 * markup, and its script where the team allows scripts. Its styling is the theme's as last saved
 * (the server compiles it), as are its custom fonts.
 */
export function previewMessage(draft: ThemeDraft, saved: Theme, allowScripts: boolean): ThemePreviewMessage {
  const { width, height } = chosenSize(draft);
  return {
    type: 'theme-preview',
    page: {
      view: 'preview',
      title: draft.name,
      markup: THEME_SAMPLE_SLIDE,
      deck: {
        theme_color: draft.color,
        theme_font: draft.font,
        css_output: saved.css,
        theme_html: draft.html,
        font_typekit: saved.font_typekit,
        font_google: saved.font_google,
        width,
        height,
        margin: 0,
        center: draft.center,
        transition: draft.transition,
        background_transition: draft.background_transition,
        slide_number: false,
        rtl: false,
        should_loop: false,
        shuffle: false,
        auto_slide_interval: 0,
        navigation_mode: 'default',
        upsizing_enabled: true,
      },
      options: { controls: false, separate_fragments: false, notes: false, margin: 0, slide_numbers: false },
    },
    script: allowScripts ? draft.js : '',
  };
}
