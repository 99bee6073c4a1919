/**
 * The promotional message that runs (spec/000 §6, spec/002 §9): its id, which its dismissal is
 * remembered by, and when it ends. A new promotion is a new id, so each is shown once more until
 * dismissed. The spec's promotion ended in January 2020.
 */
export const PROMOTION = { id: '2020-01', endsAt: Date.UTC(2020, 1, 1) } as const;

export const promotionRunning = (now: number): boolean => now < PROMOTION.endsAt;
