/**
 * The `milestones` (percentages, ascending) that `percent` has reached and that were not reached
 * before; they are added to `reached`, so each is answered once.
 */
export function newlyReached(percent: number, milestones: readonly number[], reached: Set<number>): number[] {
  const passed = milestones.filter((milestone) => percent >= milestone && !reached.has(milestone));
  for (const milestone of passed) reached.add(milestone);
  return passed;
}
