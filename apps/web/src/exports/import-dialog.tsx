import { useEffect, useId, useRef, useState } from 'react';
import type { DeckImport } from '@lectern/contracts';
import { IMPORT_MAX_BYTES, IMPORT_TIMEOUT_MS, importMessages } from '@lectern/domain';
import { createImport, fetchImport } from '../api/exports';
import { ApiError } from '../api/client';
import { useConfirm } from '../dialogs/confirm-dialog';
import { JobDialog, JobFormEnd, JobProgress } from './job-parts';
import { followImport, type ImportStep } from './import-progress';
import { useJobProgress } from './use-job-progress';
import './exports.css';

const ACCEPTED =
  '.pdf,.pptx,.html,.htm,application/pdf,application/vnd.openxmlformats-officedocument.presentationml.presentation,text/html';

/**
 * Imports a PDF, a PowerPoint file or a reveal.js HTML deck (spec/000 §1, §7): into a new deck,
 * or into `into`, whose content it replaces once the person confirms (spec/000 §8). Shows the
 * import's progress, then opens the deck in the editor (`onImported`), or says why the file was
 * refused.
 */
export function ImportDialog({
  into,
  onImported,
  onClose,
}: {
  into?: { id: string; title: string };
  onImported: (job: DeckImport) => void;
  onClose: () => void;
}) {
  const fileId = useId();
  const { confirm, dialog } = useConfirm();
  const [file, setFile] = useState<File | null>(null);
  const [job, setJob] = useState<DeckImport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Steps arrive over the realtime service; the import itself is read once it ends, or all along
  // if the socket is lost.
  const [step, setStep] = useState<ImportStep | null>(null);
  const [lost, setLost] = useState(false);
  useEffect(() => {
    setStep(null);
    setLost(false);
    if (!job) return;
    return followImport(job.id, setStep, () => setLost(true));
  }, [job]);
  const ended = step?.status === 'done' || step?.status === 'failed';
  const followed = useJobProgress(lost || ended ? job : null, {
    fetch: (signal) => fetchImport(job!.id, signal),
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
  const current = followed.job ?? (job && step && !ended ? { ...job, ...step } : job);
  const failed =
    problem ?? (followed.timedOut ? importMessages.failed : current?.status === 'failed' ? current.error : null);

  const imported = followed.job?.status === 'done' ? followed.job : null;
  const onDone = useRef(onImported);
  onDone.current = onImported;
  useEffect(() => {
    if (imported) onDone.current(imported);
  }, [imported]);

  const start = async () => {
    if (!file) return;
    setProblem(null);
    if (file.size > IMPORT_MAX_BYTES) return setProblem(importMessages.tooLarge);
    if (
      into &&
      !(await confirm({
        title: 'Replace content',
        text: `Importing “${file.name}” replaces the slides of “${into.title}”. Its earlier versions stay in its revisions.`,
        confirmLabel: 'Replace content',
        destructive: true,
      }))
    )
      return;
    try {
      setJob(await createImport(file, into?.id ?? null));
    } catch (error) {
      setProblem(error instanceof ApiError && error.status !== 0 ? error.message : importMessages.failed);
    }
  };

  const running = current !== null && !failed;
  return (
    <JobDialog
      title={into ? `Import into “${into.title}”` : 'Import a deck'}
      onStart={() => void start()}
      onClose={onClose}
    >
      <p className="dialog__text">A PDF, a PowerPoint (.pptx) file or a reveal.js HTML deck, up to 100 MB.</p>
      {running ? (
        <JobProgress
          text={current.status === 'done' ? 'Imported. Opening it…' : `Importing… ${current.progress}%`}
          progress={current.progress}
          label="Import progress"
        />
      ) : (
        <>
          <div className="field export-dialog__file">
            <label className="field__label" htmlFor={fileId}>
              File
            </label>
            <input
              id={fileId}
              className="field__input"
              type="file"
              accept={ACCEPTED}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setJob(null);
                setProblem(null);
              }}
            />
          </div>
          <JobFormEnd
            problem={failed}
            cancelLabel="Cancel"
            submitLabel="Import"
            canSubmit={file !== null}
            onCancel={onClose}
          />
        </>
      )}
      {dialog}
    </JobDialog>
  );
}
