import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules axe-core checks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on the page once its running animations and transitions have ended (a notice
 * fading in would have its colours read half-way) and answers its serious and critical violations,
 * one line each (rule, impact, and the elements), so a test can expect an empty list.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  await finiteAnimationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The same, each line prefixed with the state checked, for a test that collects several states. */
export async function seriousViolationsIn(page: Page, state: string): Promise<string[]> {
  return (await seriousAccessibilityViolations(page)).map((line) => `${state}: ${line}`);
}

/**
 * Waits for the page's running finite animations and transitions to end (up to 5 s of the page's
 * clock): axe reads text that is fading in, a notification arriving, at its passing opacity.
 */
async function finiteAnimationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
      );
    const settled = Promise.allSettled(finite.map((animation) => animation.finished));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}
