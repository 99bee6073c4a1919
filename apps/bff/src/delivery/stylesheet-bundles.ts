import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompress, constants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeAttribute } from '@lectern/deck-format';
import { IMMUTABLE_ASSET } from './cache-headers.js';

/** Where a bundle is answered; its query names its files (`theme-BNs0zg6O,share-43yi-ze9`). */
export const BUNDLE_PATH = '/assets/page.css';
/** A stylesheet of the build, by its name in assets/ without `.css`. */
const FILE_NAME = /^[A-Za-z0-9_-]{1,100}$/;
const MAX_FILES = 32;
const ASSET_PREFIX = '/assets/';

interface Bundle {
  css: Buffer;
  /** Made once, the first time the bundle is asked for; until then the answer is compressed as it goes. */
  brotli?: Buffer;
  compressing?: boolean;
}

export interface StylesheetBundles {
  /**
   * The head links of a page the server paints with these stylesheets of the build: one bundle
   * of them all, which the first paint waits for, and each file's own link, disabled (never
   * fetched), for the web app's loader to find when the route asks for the file, so that it is
   * not fetched again.
   */
  links(stylesheets: readonly string[]): string;
  /** Answers the bundle a request names (404 when a file of it is not one of the build's). */
  answer(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

const acceptsBrotli = (header: string | string[] | undefined) =>
  String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return coding?.trim().toLowerCase() === 'br' && (quality === undefined || Number(quality) > 0);
    });

const nameOf = (stylesheet: string) =>
  stylesheet.startsWith(ASSET_PREFIX) && stylesheet.endsWith('.css')
    ? stylesheet.slice(ASSET_PREFIX.length, -'.css'.length)
    : undefined;

/**
 * A server-painted page's stylesheets as one file: a browser opens at most six connections to a
 * server, so a page's nine stylesheets came in two rounds, and its first paint waited for the
 * second. The files' rules in their order, so the cascade is the one the files make. A bundle is
 * named by its files (hashed names: the address changes with any of them), so every BFF of a
 * build answers it; the bundles pages link are kept, compressed once, and any other list is
 * answered as it is read.
 */
export function createStylesheetBundles(webRoot: string): StylesheetBundles {
  const kept = new Map<string, Bundle>();

  const read = (names: readonly string[]) =>
    Buffer.from(names.map((name) => readFileSync(path.join(webRoot, 'assets', `${name}.css`), 'utf8')).join('\n'));

  return {
    links(stylesheets) {
      const link = (href: string, disabled = '') =>
        `<link rel="stylesheet" href="${escapeAttribute(href)}"${disabled}>`;
      const names = stylesheets.map(nameOf);
      if (stylesheets.length < 2 || !names.every((name) => name && FILE_NAME.test(name)))
        return stylesheets.map((file) => link(file)).join('');
      const query = names.join(',');
      if (!kept.has(query)) {
        try {
          kept.set(query, { css: read(names as string[]) });
        } catch {
          // A file of the list is missing (a build being replaced): the page links the files themselves.
          return stylesheets.map((file) => link(file)).join('');
        }
      }
      return link(`${BUNDLE_PATH}?${query}`) + stylesheets.map((file) => link(file, ' disabled')).join('');
    },
    answer(request, reply) {
      const notFound = () =>
        reply.status(404).send({ error: { code: 'not_found', message: 'Not found', requestId: request.id } });
      const query = request.url.split('?', 2)[1] ?? '';
      const names = query.split(',');
      let bundle = kept.get(query);
      if (!bundle) {
        if (names.length > MAX_FILES || !names.every((name) => FILE_NAME.test(name))) return notFound();
        try {
          bundle = { css: read(names) };
        } catch {
          return notFound();
        }
      } else if (!bundle.brotli && !bundle.compressing) {
        const compressing = bundle;
        compressing.compressing = true;
        const params = {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: compressing.css.length,
        };
        brotliCompress(compressing.css, { params }, (error, compressed) => {
          if (error) compressing.compressing = false;
          else compressing.brotli = compressed;
        });
      }
      reply.header('cache-control', IMMUTABLE_ASSET).header('vary', 'accept-encoding').type('text/css; charset=utf-8');
      if (bundle.brotli && acceptsBrotli(request.headers['accept-encoding']))
        return reply.header('content-encoding', 'br').send(bundle.brotli);
      return reply.send(bundle.css);
    },
  };
}
