import { useLayoutEffect, useState, type RefObject } from 'react';
import { fitScale } from './fit-scale';

/** The scale at which the slide fits the element, following the element's size. */
export function useFitScale(area: RefObject<HTMLElement | null>, slide: { width: number; height: number }): number {
  const [available, setAvailable] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    const measure = () => setAvailable({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [area]);
  return available ? fitScale(available, slide) : 1;
}
