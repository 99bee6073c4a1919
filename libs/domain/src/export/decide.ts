import { ConflictError } from '../errors.js';
import { assertRunningAttempt, evolveJob, movesOn, nextAttempt, type JobState } from '../job/job.js';
import { EXPORT_MAX_ATTEMPTS } from './constants.js';
import type { ExportEvent } from './events.js';

type EventData<T extends ExportEvent['type']> = Extract<ExportEvent, { type: T }>['data'];

export type ExportCommand =
  | { type: 'RequestExport'; data: EventData<'ExportRequested'> }
  /** A worker takes the job (again, when the one before it stopped answering). */
  | { type: 'StartExport'; data: { workerId: string; now: string } }
  | { type: 'ReportProgress'; data: EventData<'ExportProgressed'> }
  | { type: 'CompleteExport'; data: EventData<'ExportCompleted'> }
  | { type: 'FailExport'; data: EventData<'ExportFailed'> };

export type ExportState = JobState;

export const initialExportState: ExportState = { status: 'none' };

export function evolveExport(state: ExportState, event: ExportEvent): ExportState {
  switch (event.type) {
    case 'ExportRequested':
      return evolveJob(state, { requested: true });
    case 'ExportStarted':
      return evolveJob(state, { started: event.data.attempt });
    case 'ExportProgressed':
      return evolveJob(state, { progressed: event.data.progress });
    case 'ExportCompleted':
      return evolveJob(state, { finished: 'done' });
    case 'ExportFailed':
      return evolveJob(state, { finished: 'failed' });
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** An export job (`job/job.ts`): requested once, then each command for the attempt that runs it now. */
export function decideExport(command: ExportCommand, state: ExportState): ExportEvent[] {
  if (command.type === 'RequestExport') {
    if (state.status !== 'none') throw new ConflictError('This export exists already', 'export_exists');
    return [{ type: 'ExportRequested', data: command.data }];
  }
  if (state.status === 'none') throw new ConflictError('No such export', 'no_export');
  switch (command.type) {
    case 'StartExport': {
      const attempt = nextAttempt(state, EXPORT_MAX_ATTEMPTS);
      if (attempt === null) return [];
      if (attempt === 'exhausted')
        return [
          {
            type: 'ExportFailed',
            data: {
              attempt: state.attempt,
              reason: 'attempts',
              detail: `Stopped after ${state.attempt} attempts`,
              failedAt: command.data.now,
            },
          },
        ];
      return [
        { type: 'ExportStarted', data: { attempt, workerId: command.data.workerId, startedAt: command.data.now } },
      ];
    }
    case 'ReportProgress':
      if (!movesOn(state, command.data.attempt, command.data.progress)) return [];
      return [{ type: 'ExportProgressed', data: { ...command.data, progress: Math.min(99, command.data.progress) } }];
    case 'CompleteExport':
      assertRunningAttempt(state, command.data.attempt, 'export_superseded');
      return [{ type: 'ExportCompleted', data: command.data }];
    case 'FailExport':
      assertRunningAttempt(state, command.data.attempt, 'export_superseded');
      return [{ type: 'ExportFailed', data: command.data }];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
