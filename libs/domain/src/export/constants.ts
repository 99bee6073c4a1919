/** The formats a deck is exported to (spec/000 §1). */
export const EXPORT_FORMATS = ['pdf', 'pptx', 'zip'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What a failed export says, per format (spec/000 §8, verbatim). */
export const exportFailureMessages: Record<ExportFormat, string> = {
  pdf: 'An error occured while exporting your PDF',
  pptx: 'An error occured while exporting to PowerPoint',
  zip: 'An error occured while exporting your ZIP',
};

/** How long an export may run before it fails (spec/000 §9: PDF and ZIP 180 s, PowerPoint 540 s). */
export const EXPORT_TIMEOUT_MS: Record<ExportFormat, number> = {
  pdf: 180_000,
  zip: 180_000,
  pptx: 540_000,
};

/** Attempts a job gets (a worker that died mid-job counts one) before it is failed for good. */
export const EXPORT_MAX_ATTEMPTS = 3;

/**
 * How an export looks: the user's export settings (spec/000 §3, §9) at the time of the request.
 * A format ignores what it cannot show (see `exportOptionsFor`).
 */
export interface ExportOptions {
  /** Reveal.js controls in the exported site (ZIP). */
  controls: boolean;
  /** One page per fragment step (PDF). */
  separate_fragments: boolean;
  /** Speaker notes printed under each slide (PDF); PowerPoint always keeps them as its notes. */
  notes: boolean;
  /** Blank space around each slide, in percent (PDF). */
  margin: number;
  slide_numbers: boolean;
}

/** The options a format uses, others set to their defaults, so equal exports are recognised as equal. */
export function exportOptionsFor(format: ExportFormat, options: ExportOptions): ExportOptions {
  switch (format) {
    case 'pdf':
      return { ...options, controls: false };
    case 'pptx':
      // Speaker notes are always kept, as PowerPoint's own notes.
      return { controls: false, separate_fragments: false, notes: true, margin: 0, slide_numbers: false };
    case 'zip':
      return { ...options, separate_fragments: false, margin: 0 };
  }
}
