/**
 * @module e2e/lib/screenshot — PNGs into web/e2e/artifacts/. `screenshotThemes` takes a light and a dark one by
 * switching the system colour scheme (the app follows it by default).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** @param {import('playwright-core').Page} page */
export async function screenshot(page, name, options = {}) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? false, animations: 'disabled' });
  return path;
}

/** `name-light.png` and `name-dark.png`; leaves the page in light mode. */
export async function screenshotThemes(page, name, options = {}) {
  const paths = [];
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    // The app marks <html class="dark">; static pages follow the media query directly.
    await page.waitForFunction(
      (dark) =>
        !document.getElementById('root') || document.documentElement.classList.contains('dark') === dark,
      scheme === 'dark',
    );
    await page.waitForTimeout(120);
    paths.push(await screenshot(page, `${name}-${scheme}`, options));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return paths;
}
