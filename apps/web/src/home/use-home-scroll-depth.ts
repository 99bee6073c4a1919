import { useEffect } from 'react';
import { analyticsSettings, HOME_SCROLL_DEPTH_MILESTONES, track } from '../app/analytics';
import { newlyReached } from '../app/milestones';

/** For the home page, with analytics configured: how far down it was scrolled, at 10, 50 and 95 percent, each once (spec/002 §2). */
export function useHomeScrollDepth(): void {
  useEffect(() => {
    if (!analyticsSettings()) return;
    const reached = new Set<number>();
    const onScroll = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      if (scrollable <= 0) return;
      const percent = Math.round((window.scrollY / scrollable) * 100);
      for (const depth of newlyReached(percent, HOME_SCROLL_DEPTH_MILESTONES, reached)) {
        track({ name: 'Home scroll depth', percent: depth });
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
}
