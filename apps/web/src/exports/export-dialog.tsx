import { useState } from 'react';
import type { DeckExport } from '@lectern/contracts';
import {
  defaultUserSettings,
  EXPORT_TIMEOUT_MS,
  exportFailureMessages,
  type ExportFormat,
  type ExportOptions,
} from '@lectern/domain';
import { createExport, fetchExport } from '../api/exports';
import { ApiError } from '../api/client';
import { useCurrentUser } from '../session/session-context';
import { EXPORT_MARGINS } from '../user-settings';
import { JobDialog, JobFormEnd, JobProgress } from './job-parts';
import { SaveToFileSync } from './save-to-file-sync';
import { useJobProgress } from './use-job-progress';
import './exports.css';

const FORMATS: readonly { format: ExportFormat; label: string; hint: string }[] = [
  { format: 'pdf', label: 'PDF', hint: 'One page per slide, to print or share.' },
  { format: 'pptx', label: 'PowerPoint', hint: 'An editable file for PowerPoint, Keynote or LibreOffice.' },
  { format: 'zip', label: 'ZIP', hint: 'A website of the deck that opens without Lectern.' },
];

const SWITCHES: Record<ExportFormat, readonly { name: keyof ExportOptions; label: string }[]> = {
  pdf: [
    { name: 'separate_fragments', label: 'Separate fragments into pages' },
    { name: 'notes', label: 'Include speaker notes' },
    { name: 'slide_numbers', label: 'Include slide numbers' },
  ],
  pptx: [],
  zip: [{ name: 'controls', label: 'Include presentation controls' }],
};

/** The export dialog's options to start with: the person's export settings (spec/000 §3). */
function settingsOptions(settings = defaultUserSettings): ExportOptions {
  return {
    controls: settings.export_controls,
    separate_fragments: settings.export_separate_fragments,
    notes: settings.export_notes,
    margin: settings.export_margin,
    slide_numbers: settings.export_slide_numbers,
  };
}

/**
 * Exports a deck (spec/000 §1, §7): a format and its options, then the job's progress, then the
 * file to download (and to save to one's own Dropbox), what PowerPoint shows differently, or
 * the spec's message when it failed or took longer than the format's time (spec/000 §8, §9).
 */
export function ExportDialog({ deck, onClose }: { deck: { id: string; title: string }; onClose: () => void }) {
  const user = useCurrentUser();
  const [format, setFormat] = useState<ExportFormat>('pdf');
  const [options, setOptions] = useState<ExportOptions>(() => settingsOptions(user?.settings));
  const [job, setJob] = useState<DeckExport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const followed = useJobProgress(job, {
    fetch: (signal) => fetchExport(deck.id, job!.id, signal),
    timeoutMs: EXPORT_TIMEOUT_MS[job?.format ?? format],
  });
  const current = followed.job ?? job;
  const failed = problem ?? (current?.status === 'failed' || followed.timedOut ? exportFailureMessages[format] : null);

  const start = async () => {
    setProblem(null);
    try {
      setJob(await createExport(deck.id, { format, options }));
    } catch (error) {
      setProblem(error instanceof ApiError && error.status === 429 ? error.message : exportFailureMessages[format]);
    }
  };

  return (
    <JobDialog title={`Export “${deck.title}”`} onStart={() => void start()} onClose={onClose}>
      {!current || failed ? (
        <>
          <fieldset className="export-dialog__formats" disabled={job !== null && !failed}>
            <legend className="field__label">Format</legend>
            {FORMATS.map((choice) => (
              <label key={choice.format} className="export-dialog__format">
                <input
                  type="radio"
                  name="format"
                  value={choice.format}
                  checked={format === choice.format}
                  onChange={() => {
                    setFormat(choice.format);
                    setJob(null);
                    setProblem(null);
                  }}
                />
                <span>
                  <strong>{choice.label}</strong>
                  <span className="export-dialog__hint">{choice.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {(SWITCHES[format].length > 0 || format === 'pdf') && (
            <fieldset className="export-dialog__options">
              <legend className="field__label">Options</legend>
              {SWITCHES[format].map(({ name, label }) => (
                <label key={name} className="checkbox">
                  <input
                    type="checkbox"
                    checked={Boolean(options[name])}
                    onChange={(event) => setOptions({ ...options, [name]: event.target.checked })}
                  />
                  <span>{label}</span>
                </label>
              ))}
              {format === 'pdf' && (
                <label className="export-dialog__margin">
                  <span>Margin</span>
                  <select
                    className="field__input"
                    value={options.margin}
                    onChange={(event) => setOptions({ ...options, margin: Number(event.target.value) })}
                  >
                    {EXPORT_MARGINS.map((margin) => (
                      <option key={margin} value={margin}>
                        {margin}%
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </fieldset>
          )}
          <JobFormEnd
            problem={failed}
            cancelLabel="Close"
            submitLabel={failed ? 'Try again' : 'Export'}
            onCancel={onClose}
          />
        </>
      ) : current.status !== 'done' ? (
        <JobProgress
          text={current.status === 'queued' ? 'Waiting for its turn…' : `Exporting… ${current.progress}%`}
          progress={current.progress}
          label="Export progress"
        />
      ) : (
        <ExportDone deckId={deck.id} job={current} onAnother={() => setJob(null)} onClose={onClose} />
      )}
    </JobDialog>
  );
}

function ExportDone({
  deckId,
  job,
  onAnother,
  onClose,
}: {
  deckId: string;
  job: DeckExport;
  onAnother: () => void;
  onClose: () => void;
}) {
  return (
    <div className="export-dialog__done">
      <p role="status">Your export is ready.</p>
      <a className="button button--primary export-dialog__download" href={job.url!} download={job.filename ?? true}>
        Download {job.filename}
      </a>
      {job.fidelity.length > 0 && (
        <section className="export-dialog__fidelity" aria-label="How PowerPoint shows this deck">
          <h3 className="export-dialog__fidelity-title">What PowerPoint shows differently</h3>
          <ul>
            {job.fidelity.map((note, index) => (
              <li key={index}>{note.message}</li>
            ))}
          </ul>
        </section>
      )}
      <SaveToFileSync deckId={deckId} exportId={job.id} />
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onAnother}>
          Export another
        </button>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
