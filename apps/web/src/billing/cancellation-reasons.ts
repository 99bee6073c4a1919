/** The cancellation survey's reasons (spec/002 §4, §9: codes 1 to 5). */
export const CANCELLATION_REASONS = [
  { code: 1, label: 'I don’t use it often enough' },
  { code: 2, label: 'I prefer a desktop app' },
  { code: 3, label: 'I prefer a cloud app' },
  { code: 4, label: 'It is missing features I need' },
  { code: 5, label: 'Other' },
] as const;

export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const CANCELLATION_NOTES_MAX = 1000;

/** Reasons 1 to 3 in a shuffled order, then 4, and 'other' always last (spec/002 §4). */
export function surveyOrder(random: () => number = Math.random): CancellationReason[] {
  const shuffled: CancellationReason[] = CANCELLATION_REASONS.slice(0, 3);
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return [...shuffled, CANCELLATION_REASONS[3], CANCELLATION_REASONS[4]];
}

/** The survey's answer as sent: notes trimmed, and only when there are some (spec/002 §5). */
export function cancellationFeedback(code: number, notes: string): { reason_code: number; notes?: string } {
  const trimmed = notes.trim();
  return trimmed ? { reason_code: code, notes: trimmed } : { reason_code: code };
}
