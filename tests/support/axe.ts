import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

// axe-core run inside a page (: no serious or critical accessibility violation on the game's
// screens). The script is evaluated through the DevTools protocol, which the page's security policy
// (script-src 'self') does not govern, so the app is checked exactly as it is served.

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** The offending elements' selectors and axe's summary of what is wrong with each. */
  nodes: string[];
}

/** The serious and critical violations on the page as it is now (WCAG 2.1 A and AA rules). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }
    ).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[]; failureSummary?: string }>;
      }>;
    };
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map(
        (node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
      ),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
