import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';

const revealDist = path.dirname(createRequire(import.meta.url).resolve('reveal.js/reveal.css'));

/** The files of reveal.js's own starting page: reset, core layout, the white theme, the script. */
const FILES: Record<string, { file: string; type: string }> = {
  '/reset.css': { file: 'reset.css', type: 'text/css' },
  '/reveal.css': { file: 'reveal.css', type: 'text/css' },
  '/white.css': { file: 'theme/white.css', type: 'text/css' },
  '/reveal.js': { file: 'reveal.js', type: 'text/javascript' },
};

const page = (markup: string, size: { width: number; height: number; margin: number }) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stock reveal.js</title>` +
  `<link rel="stylesheet" href="/reset.css"><link rel="stylesheet" href="/reveal.css"><link rel="stylesheet" href="/white.css">` +
  `</head><body><div class="reveal"><div class="slides">${markup}</div></div>` +
  `<script src="/reveal.js"></script>` +
  `<script>Reveal.initialize(${JSON.stringify({ ...size, center: false, hash: true })});</script></body></html>`;

/**
 * A static page running stock reveal.js on the given slide markup, served as plain files (what a
 * deck exported to a folder would be): the baseline the deck show page is compared with.
 */
export async function serveStockReveal(markup: string, size: { width: number; height: number; margin: number }) {
  const html = page(markup, size);
  const server = createServer((request, response) => {
    const asset = FILES[request.url ?? ''];
    if (!asset) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(html);
      return;
    }
    readFile(path.join(revealDist, asset.file)).then(
      (body) => {
        response.writeHead(200, { 'content-type': asset.type, 'cache-control': 'no-cache' });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
