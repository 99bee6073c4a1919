import { ConflictError } from '../errors.js';
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

export type ExportState =
  { status: 'none' } | { status: 'queued' | 'running' | 'done' | 'failed'; attempt: number; progress: number };

export const initialExportState: ExportState = { status: 'none' };

export function evolveExport(state: ExportState, event: ExportEvent): ExportState {
  switch (event.type) {
    case 'ExportRequested':
      return { status: 'queued', attempt: 0, progress: 0 };
    case 'ExportStarted':
      return { status: 'running', attempt: event.data.attempt, progress: 0 };
    case 'ExportProgressed':
      return state.status === 'none' ? state : { ...state, progress: event.data.progress };
    case 'ExportCompleted':
      return state.status === 'none' ? state : { ...state, status: 'done', progress: 100 };
    case 'ExportFailed':
      return state.status === 'none' ? state : { ...state, status: 'failed' };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/**
 * An export job: queued, then started by a worker (again by another when that one died: each
 * start is a new attempt), reporting progress, then done or failed once. Only the attempt that
 * runs now may report, finish or fail it, so a job is never delivered twice.
 */
export function decideExport(command: ExportCommand, state: ExportState): ExportEvent[] {
  if (command.type === 'RequestExport') {
    if (state.status !== 'none') throw new ConflictError('This export exists already', 'export_exists');
    return [{ type: 'ExportRequested', data: command.data }];
  }
  if (state.status === 'none') throw new ConflictError('No such export', 'no_export');
  const finished = state.status === 'done' || state.status === 'failed';
  switch (command.type) {
    case 'StartExport':
      if (finished) return [];
      if (state.attempt >= EXPORT_MAX_ATTEMPTS)
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
        {
          type: 'ExportStarted',
          data: { attempt: state.attempt + 1, workerId: command.data.workerId, startedAt: command.data.now },
        },
      ];
    case 'ReportProgress':
      if (finished || command.data.attempt !== state.attempt || command.data.progress <= state.progress) return [];
      return [{ type: 'ExportProgressed', data: { ...command.data, progress: Math.min(99, command.data.progress) } }];
    case 'CompleteExport':
    case 'FailExport':
      if (finished || state.status !== 'running' || command.data.attempt !== state.attempt)
        throw new ConflictError('Another attempt owns this export', 'export_superseded');
      return command.type === 'CompleteExport'
        ? [{ type: 'ExportCompleted', data: command.data }]
        : [{ type: 'ExportFailed', data: command.data }];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
