import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Waits until every running CSS transition and animation on the page has finished, so
 * axe judges what a user sees once things stand still. A toast that is still fading in
 * has a partly transparent text, which axe would report as low contrast although the
 * settled toast passes (this made a CI run fail once). Infinite animations (spinners)
 * are left out: they never finish.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round += 1) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** axe-core's violations (all rules) on what the page shows once animations have settled. */
export async function axeViolations(page: Page) {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations;
}

/** Zero axe-core violations (WCAG 2 A/AA and best practice) on what the page shows now. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
  expect(summary, `axe violations on ${where}`).toEqual([]);
}
