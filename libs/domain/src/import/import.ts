import { ConflictError } from '../errors.js';
import { assertRunningAttempt, evolveJob, movesOn, nextAttempt, type JobState } from '../job/job.js';
import { mediaMessages, type StoredFile } from '../media/media.js';
import { streamId } from '../streams.js';

/** What Lectern imports (spec/000 §1, §7): a PDF, a PowerPoint file, a reveal.js HTML deck. */
export const IMPORT_KINDS = ['pdf', 'pptx', 'html'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The largest file an import takes (spec/000 §5: 104857600 bytes). */
export const IMPORT_MAX_BYTES = 104_857_600;
/** How long an import may run, as long as its socket waits (spec/000 §9: 240 s). */
export const IMPORT_TIMEOUT_MS = 240_000;
/** Attempts an import gets before it is failed for good (a worker that died mid-import counts one). */
export const IMPORT_MAX_ATTEMPTS = 3;

/** What a failed import tells the person (the reason a file was refused, or that it could not be read). */
export const importMessages = {
  unknownKind: 'Please import a PDF, a PowerPoint (.pptx) file or a reveal.js HTML deck.',
  tooLarge: 'Files up to 100 MB can be imported.',
  unreadable: 'This file could not be read. Is it damaged?',
  tooManyPages: 'This file has too many slides to import.',
  zipBomb: 'This file unpacks to far more than its size and was refused.',
  imageTooLarge: 'This file holds a picture too large to import.',
  /** Its pictures would take the person's media past their plan's storage, as an upload would (spec/000 §6). */
  storageFull: mediaMessages.storageFull,
  scripts: 'This deck runs scripts in its slides, which Lectern does not import.',
  noSlides: 'No slides were found in this file.',
  failed: 'An error occurred while importing your file.',
} as const;
export type ImportProblem = keyof typeof importMessages;

export type ImportEvent =
  | {
      type: 'ImportRequested';
      data: {
        importId: string;
        requesterId: string;
        /** The deck whose content the import replaces. */
        deckId: string;
        /** The deck was made for this import: it takes the file's slide size. */
        newDeck: boolean;
        kind: ImportKind;
        file: StoredFile;
        filename: string;
        requestedAt: string;
      };
    }
  | { type: 'ImportStarted'; data: { attempt: number; workerId: string; startedAt: string } }
  | { type: 'ImportProgressed'; data: { attempt: number; progress: number } }
  | { type: 'ImportCompleted'; data: { attempt: number; slides: number; version: number; completedAt: string } }
  | { type: 'ImportFailed'; data: { attempt: number; problem: ImportProblem; detail: string; failedAt: string } };

type EventData<T extends ImportEvent['type']> = Extract<ImportEvent, { type: T }>['data'];

export type ImportCommand =
  | { type: 'RequestImport'; data: EventData<'ImportRequested'> }
  | { type: 'StartImport'; data: { workerId: string; now: string } }
  | { type: 'ReportImportProgress'; data: EventData<'ImportProgressed'> }
  | { type: 'CompleteImport'; data: EventData<'ImportCompleted'> }
  | { type: 'FailImport'; data: EventData<'ImportFailed'> };

export type ImportState = JobState;

export const initialImportState: ImportState = { status: 'none' };
export const importStreamId = (importId: string) => streamId('import', importId);

export function evolveImport(state: ImportState, event: ImportEvent): ImportState {
  switch (event.type) {
    case 'ImportRequested':
      return evolveJob(state, { requested: true });
    case 'ImportStarted':
      return evolveJob(state, { started: event.data.attempt });
    case 'ImportProgressed':
      return evolveJob(state, { progressed: event.data.progress });
    case 'ImportCompleted':
      return evolveJob(state, { finished: 'done' });
    case 'ImportFailed':
      return evolveJob(state, { finished: 'failed' });
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** An import job (`job/job.ts`), run as exports are. */
export function decideImport(command: ImportCommand, state: ImportState): ImportEvent[] {
  if (command.type === 'RequestImport') {
    if (state.status !== 'none') throw new ConflictError('This import exists already', 'import_exists');
    return [{ type: 'ImportRequested', data: command.data }];
  }
  if (state.status === 'none') throw new ConflictError('No such import', 'no_import');
  switch (command.type) {
    case 'StartImport': {
      const attempt = nextAttempt(state, IMPORT_MAX_ATTEMPTS);
      if (attempt === null) return [];
      if (attempt === 'exhausted')
        return [
          {
            type: 'ImportFailed',
            data: {
              attempt: state.attempt,
              problem: 'failed',
              detail: `Stopped after ${state.attempt} attempts`,
              failedAt: command.data.now,
            },
          },
        ];
      return [
        { type: 'ImportStarted', data: { attempt, workerId: command.data.workerId, startedAt: command.data.now } },
      ];
    }
    case 'ReportImportProgress':
      if (!movesOn(state, command.data.attempt, command.data.progress)) return [];
      return [{ type: 'ImportProgressed', data: { ...command.data, progress: Math.min(99, command.data.progress) } }];
    case 'CompleteImport':
      assertRunningAttempt(state, command.data.attempt, 'import_superseded');
      return [{ type: 'ImportCompleted', data: command.data }];
    case 'FailImport':
      assertRunningAttempt(state, command.data.attempt, 'import_superseded');
      return [{ type: 'ImportFailed', data: command.data }];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
