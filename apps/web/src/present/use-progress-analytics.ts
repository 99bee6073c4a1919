import { useEffect } from 'react';
import type { RevealApi } from 'reveal.js';
import { analyticsSettings, PRESENTATION_PROGRESS_MILESTONES, track } from '../app/analytics';
import { newlyReached } from '../app/milestones';

/** With analytics configured: how far a presentation got, at 50 and 100 percent, each once per view (spec/001 §9). */
export function useProgressAnalytics(reveal: RevealApi | null): void {
  useEffect(() => {
    if (!reveal || !analyticsSettings()) return;
    const reached = new Set<number>();
    const onMove = () => {
      const percent = Math.round(reveal.getProgress() * 100);
      for (const milestone of newlyReached(percent, PRESENTATION_PROGRESS_MILESTONES, reached)) {
        track({ name: 'Presentation progress', percent: milestone });
      }
    };
    reveal.on('slidechanged', onMove);
    reveal.on('fragmentshown', onMove);
    return () => {
      reveal.off('slidechanged', onMove);
      reveal.off('fragmentshown', onMove);
    };
  }, [reveal]);
}
