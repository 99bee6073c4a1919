import { useEffect, useRef, useState } from 'react';
import { PROMOTION_STEP_MS, PROMOTION_STEPS } from '@lectern/site-content';
import { useRotation } from './use-rotation';

/** The promotion steps (spec/002 §2): once scrolled into view, the next step is shown every 2.5 s. */
export function PromotionSteps() {
  const list = useRef<HTMLOListElement>(null);
  const [inView, setInView] = useState(false);
  const { index: current } = useRotation(PROMOTION_STEPS.length, PROMOTION_STEP_MS, inView);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      threshold: 0.5,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <section className="promotion" aria-labelledby="promotion-title">
      <h2 id="promotion-title" className="promotion__title">
        How it works
      </h2>
      <ol ref={list} className="promotion__steps">
        {PROMOTION_STEPS.map((step, index) => (
          <li
            key={step.title}
            className={`promotion__step${index === current ? ' promotion__step--current' : ''}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <h3 className="promotion__step-title">
              <span className="promotion__step-number">{index + 1}</span> {step.title}
            </h3>
            <p className="promotion__step-text">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
