import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** Families in the order the Developer API's `sort=popularity` gives them, with their styles. */
const FAMILIES: [family: string, category: string, variants: string[]][] = [
  ['Roboto', 'sans-serif', ['100', '100italic', '300', '300italic', 'regular', 'italic', '500', '700', '900']],
  ['Open Sans', 'sans-serif', ['300', 'regular', '500', '600', '700', '800', 'italic', '700italic']],
  ['Noto Sans JP', 'sans-serif', ['100', '300', 'regular', '500', '700', '900']],
  ['Montserrat', 'sans-serif', ['100', '200', '300', 'regular', '500', '600', '700', '800', '900', 'italic']],
  ['Inter', 'sans-serif', ['100', '200', '300', 'regular', '500', '600', '700', '800', '900']],
  ['Poppins', 'sans-serif', ['100', '200', '300', 'regular', '500', '600', '700', '800', '900', 'italic']],
  ['Lato', 'sans-serif', ['100', '300', 'regular', '700', '900', 'italic']],
  ['Roboto Condensed', 'sans-serif', ['300', 'regular', '700', 'italic']],
  ['Oswald', 'sans-serif', ['200', '300', 'regular', '500', '600', '700']],
  ['Noto Sans', 'sans-serif', ['regular', 'italic', '700', '700italic']],
  ['Raleway', 'sans-serif', ['100', '300', 'regular', '500', '700', '900', 'italic']],
  ['Roboto Mono', 'monospace', ['100', '300', 'regular', '500', '700', 'italic']],
  ['Nunito', 'sans-serif', ['200', '300', 'regular', '600', '700', '800', '900']],
  ['Rubik', 'sans-serif', ['300', 'regular', '500', '600', '700', '800', '900']],
  ['Ubuntu', 'sans-serif', ['300', 'regular', '500', '700', 'italic']],
  ['Playfair Display', 'serif', ['regular', '500', '600', '700', '800', '900', 'italic']],
  ['Roboto Slab', 'serif', ['100', '300', 'regular', '500', '700', '900']],
  ['Merriweather', 'serif', ['300', 'regular', '700', '900', 'italic']],
  ['Nunito Sans', 'sans-serif', ['200', '300', 'regular', '600', '700', '800', '900']],
  ['PT Sans', 'sans-serif', ['regular', 'italic', '700', '700italic']],
  ['Work Sans', 'sans-serif', ['100', '300', 'regular', '500', '700', '900']],
  ['Lora', 'serif', ['regular', '500', '600', '700', 'italic']],
  ['Fira Sans', 'sans-serif', ['100', '300', 'regular', '500', '700', '900']],
  ['Quicksand', 'sans-serif', ['300', 'regular', '500', '600', '700']],
  ['Mulish', 'sans-serif', ['200', '300', 'regular', '500', '700', '900']],
  ['Barlow', 'sans-serif', ['100', '300', 'regular', '500', '700', '900']],
  ['Inconsolata', 'monospace', ['200', '300', 'regular', '500', '700', '900']],
  ['Titillium Web', 'sans-serif', ['200', '300', 'regular', '600', '700', '900']],
  ['IBM Plex Sans', 'sans-serif', ['100', '300', 'regular', '500', '700']],
  ['DM Sans', 'sans-serif', ['regular', '500', '700', 'italic']],
  ['Josefin Sans', 'sans-serif', ['100', '300', 'regular', '600', '700']],
  ['Libre Baskerville', 'serif', ['regular', 'italic', '700']],
  ['Source Code Pro', 'monospace', ['200', '300', 'regular', '500', '700', '900']],
  ['Anonymous Pro', 'monospace', ['regular', 'italic', '700', '700italic']],
  ['Antic', 'sans-serif', ['regular']],
  ['Roboto Flex', 'sans-serif', ['regular']],
  ['Roboto Serif', 'serif', ['100', '300', 'regular', '500', '700', '900']],
];

/** One family as the API writes it (https://developers.google.com/fonts/docs/developer_api). */
function webfont([family, category, variants]: (typeof FAMILIES)[number]) {
  const folder = family.toLowerCase().replaceAll(' ', '');
  const file = (variant: string) => `http://fonts.gstatic.com/s/${folder}/v30/${folder}-${variant}.ttf`;
  return {
    family,
    variants,
    subsets: ['latin', 'latin-ext'],
    version: 'v30',
    lastModified: '2024-09-04',
    files: Object.fromEntries(variants.map((variant) => [variant, file(variant)])),
    category,
    kind: 'webfonts#webfont',
    menu: `http://fonts.gstatic.com/s/${folder}/v30/${folder}-menu.ttf`,
  };
}

/** How the double answers: as Google does, or in one of the ways a provider fails. */
export type GoogleFontsBehaviour = 'answer' | 'error' | 'silent' | 'endless' | 'not-json';

export interface GoogleFontsDouble {
  /** The address to use instead of https://www.googleapis.com. */
  url: string;
  apiKey: string;
  families: readonly string[];
  /** The query string of every request it got, in order. */
  requests: URLSearchParams[];
  behaviour: GoogleFontsBehaviour;
  stop(): Promise<void>;
}

/**
 * A local stand-in for the Google Fonts Developer API: `GET /webfonts/v1/webfonts?key=...`
 * answered in Google's format (`webfonts#webfontList`, Google's error body for a wrong key), or,
 * as `behaviour` says, with a 503, not at all, a body that never ends, or something that is not JSON.
 */
export async function startGoogleFontsDouble(
  apiKey = 'AIzaTestKeyForTheFontList0123456789',
): Promise<GoogleFontsDouble> {
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://double');
    double.requests.push(url.searchParams);
    if (url.pathname !== '/webfonts/v1/webfonts') return void response.writeHead(404).end();
    if (url.searchParams.get('key') !== apiKey) {
      const message = 'API key not valid. Please pass a valid API key.';
      response.writeHead(400, { 'content-type': 'application/json; charset=UTF-8' });
      return void response.end(
        JSON.stringify({
          error: {
            code: 400,
            message,
            errors: [{ message, domain: 'global', reason: 'badRequest' }],
            status: 'INVALID_ARGUMENT',
          },
        }),
      );
    }
    switch (double.behaviour) {
      case 'error':
        return void response.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>');
      case 'silent':
        return;
      case 'endless': {
        response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
        response.write('{"kind":"webfonts#webfontList","items":[');
        const chunk = `${JSON.stringify(webfont(FAMILIES[0]!))},`.repeat(200);
        const more = () => {
          while (!response.destroyed && response.write(chunk));
          if (!response.destroyed) response.once('drain', more);
        };
        return more();
      }
      case 'not-json':
        return void response.writeHead(200, { 'content-type': 'application/json' }).end('<html>maintenance</html>');
      default:
        response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
        response.end(JSON.stringify({ kind: 'webfonts#webfontList', items: FAMILIES.map(webfont) }, null, 2));
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const double: GoogleFontsDouble = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    families: FAMILIES.map(([family]) => family),
    requests: [],
    behaviour: 'answer',
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return double;
}
