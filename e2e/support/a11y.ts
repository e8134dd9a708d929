import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.x A and AA rules (2.0, 2.1 and 2.2) axe-core checks. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on what the page shows now and fails on any serious or critical violation, naming the rule, the
 * elements and axe's own summary, so a failure says what to fix. `screen` names the screen in the message. The
 * assertion is soft: the test still fails, but goes on to the next screens, so one run lists every screen's findings.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // A screen still drawing (a remote loading, a transition) would be judged half-done.
  await page.waitForLoadState('networkidle');
  // Every rule of those tags runs; only the violations are reported in full. axe-core otherwise builds a selector and
  // an HTML snippet for each element that passed or did not apply, which nothing here reads. `options` first: it
  // replaces every option set before it, the tags included.
  const { violations, toolOptions } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_AA)
    .analyze();
  expect(toolOptions.runOnly, 'axe-core ran the WCAG A and AA rules only').toEqual({
    type: 'tag',
    values: WCAG_AA,
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  expect.soft(serious, `axe-core on ${screen}: serious or critical WCAG AA violations`).toEqual([]);
}
