import { describe, it } from 'vitest';
import { deciderSpec } from '../decider-spec.js';
import { ConflictError } from '../errors.js';
import { decideImport, evolveImport, initialImportState, type ImportEvent } from './import.js';

const given = deciderSpec({ decide: decideImport, evolve: evolveImport, initialState: initialImportState });
const now = '2026-01-01T00:00:00.000Z';
const requested: ImportEvent = {
  type: 'ImportRequested',
  data: {
    importId: 'i1',
    requesterId: 'u1',
    deckId: 'd1',
    newDeck: true,
    kind: 'pdf',
    file: { key: 'imports/u1/i1/source', contentType: 'application/pdf', size: 10 },
    filename: 'talk.pdf',
    requestedAt: now,
  },
};
const started = (attempt: number): ImportEvent => ({
  type: 'ImportStarted',
  data: { attempt, workerId: `w${attempt}`, startedAt: now },
});
const completed = (attempt: number) => ({ attempt, slides: 3, version: 2, completedAt: now });

describe('import decider', () => {
  describe('queued', () => {
    it('is started as attempt 1, and requested only once', () => {
      given([requested])
        .when({ type: 'StartImport', data: { workerId: 'w1', now } })
        .then([started(1)]);
      given([requested]).when({ type: 'RequestImport', data: requested.data }).thenThrows(ConflictError);
    });
  });
  describe('running', () => {
    it('is finished by the attempt that runs now only, once', () => {
      given([requested, started(1)])
        .when({ type: 'CompleteImport', data: completed(1) })
        .then([{ type: 'ImportCompleted', data: completed(1) }]);
      given([requested, started(1), started(2)])
        .when({ type: 'CompleteImport', data: completed(1) })
        .thenThrows(ConflictError);
      given([requested, started(1), { type: 'ImportCompleted', data: completed(1) }])
        .when({ type: 'CompleteImport', data: completed(1) })
        .thenThrows(ConflictError);
    });
    it('fails for good after its last attempt', () =>
      given([requested, started(1), started(2), started(3)])
        .when({ type: 'StartImport', data: { workerId: 'w4', now } })
        .then([
          {
            type: 'ImportFailed',
            data: { attempt: 3, problem: 'failed', detail: 'Stopped after 3 attempts', failedAt: now },
          },
        ]));
  });
});
