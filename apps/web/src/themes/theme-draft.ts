import type { Theme, UpdateThemeRequest } from '@lectern/contracts';
import { changedFields } from '@lectern/domain';
import { chosenSize, sizeChoice } from '../deck-settings';

/** A theme as its editor holds it while a manager edits; the size as chosen or typed. */
export interface ThemeDraft {
  name: string;
  font: string;
  color: string;
  transition: string;
  background_transition: string;
  /** A preset's key (`1280x720`) or `custom`. */
  size: string;
  customWidth: string;
  customHeight: string;
  center: boolean;
  rolling_links: boolean;
  less: string;
  html: string;
  js: string;
  palette: string[];
  snippets: { title: string; template: string }[];
}

export function draftFromTheme(theme: Theme): ThemeDraft {
  return {
    name: theme.name,
    font: theme.font,
    color: theme.color,
    transition: theme.transition,
    background_transition: theme.background_transition,
    ...sizeChoice(theme),
    center: theme.center,
    rolling_links: theme.rolling_links,
    less: theme.less,
    html: theme.html,
    js: theme.js,
    palette: [...theme.palette],
    snippets: theme.snippets.map((snippet) => ({ ...snippet })),
  };
}

type ThemeChanges = UpdateThemeRequest['theme'];

/** What a save sends: only the fields that differ from the saved theme. */
export function themeChanges(theme: Theme, draft: ThemeDraft): ThemeChanges {
  const { width, height } = chosenSize(draft);
  const wanted: Required<Omit<ThemeChanges, 'font_typekit' | 'font_google'>> = {
    name: draft.name,
    font: draft.font,
    color: draft.color,
    transition: draft.transition,
    background_transition: draft.background_transition,
    width,
    height,
    center: draft.center,
    rolling_links: draft.rolling_links,
    less: draft.less,
    html: draft.html,
    js: draft.js,
    palette: draft.palette,
    snippets: draft.snippets,
  };
  return changedFields<ThemeChanges>(theme, wanted);
}

export const hasThemeChanges = (theme: Theme, draft: ThemeDraft) => Object.keys(themeChanges(theme, draft)).length > 0;
