import type { FastifyPluginAsync } from 'fastify';

/** The theme editor's preview frame's address (spec/002 §2 "Theme preview": its path is not shown). */
export const THEME_PREVIEW_PATH = '/themes/preview';

/** The frame's page: the deck player (apps/web/src/player), which waits for the theme to show. */
const PAGE = `<!doctype html>
<html lang="en" data-view="theme-preview">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Theme preview</title>
<base target="_blank">
<link rel="stylesheet" href="/player/player.css">
</head>
<body>
<script src="/player/player.js"></script>
</body>
</html>
`;

/**
 * Its policy: a sandbox without `allow-same-origin`, so the page runs in an origin of its own and
 * the theme script it runs (inline, as typed) reaches neither the editor's pages, nor cookies, nor
 * storage of Lectern's origin; it loads only the player's files, fonts and pictures, requests
 * nothing but the player's files, submits no form, and opens links in new tabs outside the sandbox. Only Lectern's own pages may frame it.
 */
const previewPolicy = (origin: string) =>
  [
    'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
    "default-src 'none'",
    `script-src ${origin}/player/ 'unsafe-inline'`,
    `style-src ${origin}/player/ 'unsafe-inline' https://use.typekit.net https://fonts.googleapis.com`,
    `font-src ${origin}/player/ data: https://use.typekit.net https://fonts.gstatic.com`,
    'img-src https: data: blob:',
    'media-src https:',
    // Only the player's own (public) files, which tools reading the page's stylesheets fetch.
    `connect-src ${origin}/player/`,
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors 'self' ${origin}`,
  ].join('; ');

/** GET /themes/preview: the theme editor's preview frame (decision 0057). */
const themePreviewPage: FastifyPluginAsync = async (app) => {
  app.get(THEME_PREVIEW_PATH, { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('content-security-policy', previewPolicy(`${request.protocol}://${request.host}`))
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-cache')
      .type('text/html')
      .send(PAGE),
  );
};

export default themePreviewPage;
