export { SnippetPrompt } from './snippet-prompt';
export { THEME_PALETTE_LIST_ID, ThemePaletteList } from './theme-palette';
export { snippetTexts } from './theme-texts';
export { useDeckTheme } from './use-deck-theme';
