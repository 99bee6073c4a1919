import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * With the page's clock paused (`page.clock.pauseAt`), the pointer rests on `trigger`: no tooltip
 * 499 ms on, `text` in one at 500 ms (spec/001 §2's delay).
 */
export async function expectTooltipAfterDelay(page: Page, trigger: Locator, text: string) {
  const tooltip = page.getByRole('tooltip');
  await trigger.hover();
  await page.clock.runFor(499);
  expect(await tooltip.count()).toBe(0);
  await page.clock.runFor(1);
  await tooltip.getByText(text).waitFor();
  expect(await trigger.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
}
