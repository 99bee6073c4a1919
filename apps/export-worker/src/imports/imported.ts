import type { ImportEvent, ImportProblem } from '@lectern/domain';

export type ImportRequest = Extract<ImportEvent, { type: 'ImportRequested' }>['data'];

/** A picture a file held, to become one of its owner's media. */
export interface ImportedPicture {
  body: Buffer;
  contentType: string;
  filename: string;
}

/** What a file becomes: slide markup whose pictures are `pictureAddress(n)`, and the slide size it is laid out for. */
export interface ImportedDeck {
  markup: string;
  pictures: ImportedPicture[];
  size: { width: number; height: number };
}

/** The slide width a deck made for an import gets; its height follows the file's proportions. */
export const IMPORTED_DECK_WIDTH = 960;
/** The most slides an import makes. */
export const IMPORT_MAX_SLIDES = 300;

/** Where an imported deck's markup names its `n`th picture, until it is stored as media. */
export const pictureAddress = (n: number) => `lectern-import:picture/${n}`;

/** A file refused for what it is (too big, a zip bomb, scripts...), with the message for the person. */
export class ImportRefusedError extends Error {
  constructor(
    readonly problem: ImportProblem,
    detail: string = problem,
  ) {
    super(detail);
  }
}

/**
 * Turns one kind of file, on disk, into slides laid out for `target` (an existing deck's size),
 * or for the file's own slide size when `target` is null (a deck made for the import).
 */
export type Importer = (
  file: string,
  target: { width: number; height: number } | null,
  run: { signal: AbortSignal; progress: (percent: number) => Promise<void> },
) => Promise<ImportedDeck>;
