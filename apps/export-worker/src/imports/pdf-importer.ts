import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { blockHtml } from '@lectern/deck-format';
import {
  IMPORTED_DECK_WIDTH,
  IMPORT_MAX_SLIDES,
  ImportRefusedError,
  pictureAddress,
  type Importer,
} from './imported.js';
import { fitted } from './layout.js';

const run = promisify(execFile);
/** Pages rendered per pdftoppm run: progress moves between them. */
const PAGES_PER_RUN = 10;

/** The page count and first page's size (points) pdfinfo reads; an encrypted or broken file is refused. */
async function pdfInfo(file: string, signal: AbortSignal): Promise<{ pages: number; width: number; height: number }> {
  const { stdout } = await run('pdfinfo', [file], { signal, timeout: 30_000 }).catch((error: unknown) => {
    throw new ImportRefusedError('unreadable', error instanceof Error ? error.message : String(error));
  });
  if (/^Encrypted:\s+yes/m.test(stdout)) throw new ImportRefusedError('unreadable', 'encrypted');
  const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0);
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(stdout);
  if (!pages || !size) throw new ImportRefusedError('unreadable', 'no pages');
  if (pages > IMPORT_MAX_SLIDES) throw new ImportRefusedError('tooManyPages', `${pages} pages`);
  return { pages, width: Number(size[1]), height: Number(size[2]) };
}

/**
 * A PDF: one slide per page, each page a picture (poppler's pdftoppm, at twice the slide width)
 * filling the slide as `contain` does.
 */
export const importPdf: Importer = async (file, target, { signal, progress }) => {
  const info = await pdfInfo(file, signal);
  const size = target ?? {
    width: IMPORTED_DECK_WIDTH,
    height: Math.round((IMPORTED_DECK_WIDTH * info.height) / info.width),
  };
  const folder = path.dirname(file);
  const prefix = path.join(folder, 'page');
  for (let first = 1; first <= info.pages; first += PAGES_PER_RUN) {
    const last = Math.min(info.pages, first + PAGES_PER_RUN - 1);
    await run(
      'pdftoppm',
      [
        '-png',
        '-f',
        String(first),
        '-l',
        String(last),
        '-scale-to-x',
        String(size.width * 2),
        '-scale-to-y',
        '-1',
        file,
        prefix,
      ],
      { signal, timeout: 120_000, maxBuffer: 1024 * 1024 },
    ).catch((error: unknown) => {
      if (signal.aborted) throw signal.reason;
      throw new ImportRefusedError('unreadable', error instanceof Error ? error.message : String(error));
    });
    await progress(10 + (50 * last) / info.pages);
  }
  const pages = (await readdir(folder)).filter((name) => /^page-\d+\.png$/.test(name)).sort();
  const pictures = await Promise.all(
    pages.map(async (name, index) => ({
      body: await readFile(path.join(folder, name)),
      contentType: 'image/png',
      filename: `page-${index + 1}.png`,
    })),
  );
  const box = fitted({ width: info.width, height: info.height }, size);
  const markup = pictures
    .map(
      (_, index) =>
        `<section data-id="page-${index + 1}">${blockHtml({
          type: 'image',
          id: 'page',
          ...box,
          rotation: 0,
          src: pictureAddress(index),
          mediaId: null,
          alt: `Page ${index + 1}`,
          crop: null,
          extraAttributes: [],
          extraStyle: '',
        })}</section>`,
    )
    .join('\n');
  return { markup, pictures, size };
};
