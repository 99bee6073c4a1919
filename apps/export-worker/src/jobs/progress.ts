/**
 * Reports a job's progress in steps of at least `step` percent (a progress bar needs a few, and
 * each report is an event), and none once the job's signal has aborted.
 */
export function stepwiseProgress(
  signal: AbortSignal,
  report: (percent: number) => Promise<unknown>,
  step = 10,
): (percent: number) => Promise<void> {
  let reported = 0;
  return async (percent) => {
    if (percent - reported < step || signal.aborted) return;
    reported = percent;
    await report(Math.round(percent));
  };
}
