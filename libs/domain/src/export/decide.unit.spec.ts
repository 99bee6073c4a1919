import { describe, it } from 'vitest';
import { deciderSpec } from '../decider-spec.js';
import { ConflictError } from '../errors.js';
import { DEFAULT_DECK_SETTINGS } from '../deck/settings.js';
import { decideExport, evolveExport, initialExportState, type ExportCommand } from './decide.js';
import type { ExportEvent } from './events.js';

const given = deciderSpec({ decide: decideExport, evolve: evolveExport, initialState: initialExportState });
const now = '2026-01-01T00:00:00.000Z';
const requested: ExportEvent = {
  type: 'ExportRequested',
  data: {
    exportId: 'e1',
    deckId: 'd1',
    requesterId: 'u1',
    format: 'pdf',
    options: { controls: false, separate_fragments: true, notes: false, margin: 0, slide_numbers: false },
    deck: { ownerId: 'u1', title: 'Deck', slug: 'deck', version: 3, settings: DEFAULT_DECK_SETTINGS },
    key: 'k',
    requestedAt: now,
  },
};
const started = (attempt: number): ExportEvent => ({
  type: 'ExportStarted',
  data: { attempt, workerId: `w${attempt}`, startedAt: now },
});
const file = { key: 'exports/e1/deck.pdf', contentType: 'application/pdf', size: 10, filename: 'deck.pdf' };
const complete = (attempt: number): Extract<ExportCommand, { type: 'CompleteExport' }> => ({
  type: 'CompleteExport',
  data: { attempt, file, fidelity: [], reusedFrom: null, completedAt: now },
});
const fail = (attempt: number): Extract<ExportCommand, { type: 'FailExport' }> => ({
  type: 'FailExport',
  data: { attempt, reason: 'timeout', detail: 'too slow', failedAt: now },
});

describe('export decider', () => {
  describe('no export yet', () => {
    it('is requested once', () => {
      given([]).when({ type: 'RequestExport', data: requested.data }).then([requested]);
      given([requested]).when({ type: 'RequestExport', data: requested.data }).thenThrows(ConflictError);
    });
    it('knows nothing else', () =>
      given([])
        .when({ type: 'StartExport', data: { workerId: 'w', now } })
        .thenThrows(ConflictError));
  });

  describe('queued', () => {
    it('is started as attempt 1', () =>
      given([requested])
        .when({ type: 'StartExport', data: { workerId: 'w1', now } })
        .then([started(1)]));
    it('cannot be finished by a worker that did not start it', () =>
      given([requested]).when(complete(0)).thenThrows(ConflictError));
  });

  describe('running', () => {
    it('reports progress forward only, below 100 until done', () => {
      given([requested, started(1)])
        .when({ type: 'ReportProgress', data: { attempt: 1, progress: 40 } })
        .then([{ type: 'ExportProgressed', data: { attempt: 1, progress: 40 } }]);
      given([requested, started(1), { type: 'ExportProgressed', data: { attempt: 1, progress: 40 } }])
        .when({ type: 'ReportProgress', data: { attempt: 1, progress: 30 } })
        .then([]);
      given([requested, started(1)])
        .when({ type: 'ReportProgress', data: { attempt: 1, progress: 100 } })
        .then([{ type: 'ExportProgressed', data: { attempt: 1, progress: 99 } }]);
    });
    it('is taken over by a new attempt when its worker stopped answering', () =>
      given([requested, started(1)])
        .when({ type: 'StartExport', data: { workerId: 'w2', now } })
        .then([started(2)]));
    it('is finished only by the attempt that runs now', () => {
      given([requested, started(1)])
        .when(complete(1))
        .then([{ type: 'ExportCompleted', data: complete(1).data }]);
      given([requested, started(1), started(2)])
        .when(complete(1))
        .thenThrows(ConflictError);
      given([requested, started(1), started(2)])
        .when({ type: 'ReportProgress', data: { attempt: 1, progress: 50 } })
        .then([]);
      given([requested, started(1)])
        .when(fail(1))
        .then([{ type: 'ExportFailed', data: fail(1).data }]);
    });
    it('fails for good after its last attempt', () =>
      given([requested, started(1), started(2), started(3)])
        .when({ type: 'StartExport', data: { workerId: 'w4', now } })
        .then([
          {
            type: 'ExportFailed',
            data: { attempt: 3, reason: 'attempts', detail: 'Stopped after 3 attempts', failedAt: now },
          },
        ]));
  });

  describe('finished', () => {
    const done: ExportEvent = { type: 'ExportCompleted', data: complete(1).data };
    it('is delivered once: never completed, failed or started again', () => {
      given([requested, started(1), done])
        .when(complete(1))
        .thenThrows(ConflictError);
      given([requested, started(1), done])
        .when(fail(1))
        .thenThrows(ConflictError);
      given([requested, started(1), done])
        .when({ type: 'StartExport', data: { workerId: 'w2', now } })
        .then([]);
    });
  });
});
