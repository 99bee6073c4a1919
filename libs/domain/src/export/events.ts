import type { DeckSettings } from '../deck/settings.js';
import type { StoredFile } from '../media/media.js';
import type { ExportFormat, ExportOptions } from './constants.js';
import { streamId } from '../streams.js';

/** The deck as it was when the export was asked for: what the worker renders, whatever happens to it since. */
export interface ExportedDeck {
  ownerId: string;
  title: string;
  slug: string;
  /** The content version (the `deck-content-` stream's version). */
  version: number;
  /** As its views showed them, with the theme it followed (decision 0057). */
  settings: DeckSettings;
  /** The markup of the theme it followed, drawn on every slide; absent in requests made before themes were drawn. */
  themeHtml?: string;
}

/** One approximation an export made where the format has no equivalent (the fidelity report). */
export interface FidelityNote {
  /** 1-based slide number. */
  slide: number;
  /** `rasterised`: drawn as a picture; `approximated`: kept in a simpler form; `dropped`: left out. */
  kind: 'rasterised' | 'approximated' | 'dropped';
  message: string;
}

export type ExportFailureReason = 'error' | 'timeout' | 'attempts';

export type ExportEvent =
  | {
      type: 'ExportRequested';
      data: {
        exportId: string;
        deckId: string;
        requesterId: string;
        format: ExportFormat;
        options: ExportOptions;
        deck: ExportedDeck;
        /** Equal for exports of the same deck version, settings, format and options. */
        key: string;
        requestedAt: string;
      };
    }
  | { type: 'ExportStarted'; data: { attempt: number; workerId: string; startedAt: string } }
  | { type: 'ExportProgressed'; data: { attempt: number; progress: number } }
  | {
      type: 'ExportCompleted';
      data: {
        attempt: number;
        file: StoredFile & { filename: string };
        fidelity: FidelityNote[];
        /** The export whose file this one reuses (same key), or null when made for it. */
        reusedFrom: string | null;
        completedAt: string;
      };
    }
  | {
      type: 'ExportFailed';
      data: { attempt: number; reason: ExportFailureReason; detail: string; failedAt: string };
    };

export const exportStreamId = (exportId: string) => streamId('export', exportId);
