import { buffer } from 'node:stream/consumers';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ImportRefusedError } from './imported.js';

/** What a ZIP (a PPTX) may hold before it is taken for a zip bomb. */
export const ZIP_LIMITS = {
  entries: 5_000,
  /** Unpacked bytes in all. */
  totalBytes: 512 * 1024 * 1024,
  /** Unpacked bytes of one entry. */
  entryBytes: 128 * 1024 * 1024,
  /** How much an entry of more than a megabyte may grow when unpacked. */
  ratio: 100,
} as const;

export interface SafeZip {
  names: ReadonlySet<string>;
  /** One entry's bytes; its size was checked against the limits and is checked again while it unpacks. */
  read(name: string): Promise<Buffer>;
  close(): void;
}

const open = (file: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip),
    ),
  );

/**
 * Opens a ZIP after reading its directory only: too many entries, entries or a total that unpack
 * past the limits, a suspicious compression ratio or a path that climbs out are refused before
 * anything is unpacked.
 */
export async function openSafeZip(file: string): Promise<SafeZip> {
  const zip = await open(file).catch((error: unknown) => {
    throw new ImportRefusedError('unreadable', error instanceof Error ? error.message : String(error));
  });
  const entries = new Map<string, Entry>();
  try {
    let total = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        const name = entry.fileName;
        total += entry.uncompressedSize;
        const bomb =
          entries.size >= ZIP_LIMITS.entries ||
          total > ZIP_LIMITS.totalBytes ||
          entry.uncompressedSize > ZIP_LIMITS.entryBytes ||
          (entry.uncompressedSize > 1024 * 1024 &&
            entry.uncompressedSize / Math.max(1, entry.compressedSize) > ZIP_LIMITS.ratio);
        if (bomb) return reject(new ImportRefusedError('zipBomb', `${name}: ${entry.uncompressedSize} bytes`));
        if (name.startsWith('/') || name.split('/').includes('..'))
          return reject(new ImportRefusedError('unreadable', `unsafe entry ${name}`));
        entries.set(name, entry);
        zip.readEntry();
      });
      zip.once('end', () => resolve());
      zip.once('error', (error: Error) => reject(new ImportRefusedError('unreadable', error.message)));
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }
  return {
    names: new Set(entries.keys()),
    async read(name) {
      const entry = entries.get(name);
      if (!entry) throw new ImportRefusedError('unreadable', `missing ${name}`);
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, readable) =>
          error || !readable ? reject(error ?? new Error('no stream')) : resolve(readable),
        ),
      );
      return buffer(stream).catch((error: unknown) => {
        throw new ImportRefusedError('unreadable', error instanceof Error ? error.message : String(error));
      });
    },
    close: () => zip.close(),
  };
}
