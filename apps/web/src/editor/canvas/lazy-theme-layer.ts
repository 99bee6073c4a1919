import { lazy } from 'react';

/**
 * The theme's markup layer (`theme-layer.tsx`), loaded only for a deck whose theme has markup: the
 * canvas and the navigator's pictures share it, and neither adds it to the editor's first download.
 */
export const LazyThemeLayer = lazy(() => import('./theme-layer').then((module) => ({ default: module.ThemeLayer })));
