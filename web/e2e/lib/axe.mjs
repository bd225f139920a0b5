/** @module e2e/lib/axe — run axe-core (WCAG 2 A/AA rules) in the page and return its violations. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ id: string, impact: string, help: string, nodes: string[] }[]>}
 */
export async function axeViolations(page, { exclude = [] } = {}) {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern: the app forbids inline scripts
  // (a <script> tag with the source would be refused, as it should be).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE_SOURCE}\n;0`);
  return page.evaluate(async (excluded) => {
    const result = await window.axe.run(
      { include: [document], exclude: excluded.map((s) => [s]) },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  }, exclude);
}

export function formatViolations(violations) {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join('\n    ')}`).join('\n');
}
