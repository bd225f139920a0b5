#!/usr/bin/env node
/**
 * @module scripts/store-check — is the extension store-ready? Builds it for Chrome and Firefox, then checks:
 * no `Function` constructor in any bundle (zod jitless + the build's zod patch), the manifest fields the stores
 * ask for (minimum_chrome_version, action.default_title, the Alt+Shift+K shortcut, Firefox's
 * data_collection_permissions, a 128 px icon with transparent padding), and Mozilla's addons-linter on the
 * Firefox build: 0 errors, and no warnings but the documented ones (README, "Store review notes").
 * Ends with "N passed, N failed" (npm test reads it).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT = join(ROOT, '.output');
const BIN = join(ROOT, '../node_modules/.bin');

/**
 * Warnings addons-linter gives that are documented and accepted: React DOM's own innerHTML assignments, in
 * whichever chunk the bundler put React DOM (its name follows the first module of the chunk, so it moves).
 */
const ACCEPTED_WARNINGS = [{ code: 'UNSAFE_VAR_ASSIGNMENT', fileHas: '__reactContainer$' }];

let passed = 0;
let failed = 0;
function check(name, fn) {
  try {
    const detail = fn();
    passed++;
    console.log(`  ✓ ${name}${detail ? ` — ${detail}` : ''}`);
  } catch (error) {
    failed++;
    console.log(`  ✗ ${name}\n    ${error instanceof Error ? error.message : error}`);
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}

function jsFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => join(e.parentPath, e.name));
}

/** `new Function(`, `Function(` called directly, or `= Function` (aliased to call later). */
const FUNCTION_CONSTRUCTOR = /\bnew\s+Function\b|(?<![\w$.])Function\s*\(|=\s*Function\b(?!\s*\.)/;

const build = (browser) =>
  execFileSync(join(BIN, 'wxt'), ['build', '-b', browser], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env },
  });
build('chrome');
build('firefox');
const chrome = JSON.parse(readFileSync(join(OUT, 'chrome-mv3/manifest.json'), 'utf8'));
const firefox = JSON.parse(readFileSync(join(OUT, 'firefox-mv3/manifest.json'), 'utf8'));

for (const target of ['chrome-mv3', 'firefox-mv3']) {
  check(`${target}: no Function constructor in the bundle`, () => {
    const files = jsFiles(join(OUT, target));
    const hits = files.filter((f) => FUNCTION_CONSTRUCTOR.test(readFileSync(f, 'utf8')));
    assert(files.length > 0, 'no bundle files');
    assert(hits.length === 0, `found in ${hits.map((f) => f.slice(OUT.length + 1)).join(', ')}`);
    return `${files.length} files`;
  });
}

check('manifest: minimum_chrome_version, action.default_title, Alt+Shift+K', () => {
  assert(
    Number(chrome.minimum_chrome_version) >= 116,
    `minimum_chrome_version ${chrome.minimum_chrome_version}`,
  );
  assert(
    chrome.action?.default_title === 'Mynd — mind dump',
    `action.default_title is "${chrome.action?.default_title}"`,
  );
  const key = chrome.commands?._execute_action?.suggested_key;
  assert(key?.default === 'Alt+Shift+K' && key?.mac === 'Alt+Shift+K', `shortcut ${JSON.stringify(key)}`);
  return `Chrome ${chrome.minimum_chrome_version}+, "${chrome.action.default_title}"`;
});

check('Firefox manifest: data_collection_permissions (page text, URL/title, audio)', () => {
  const required = firefox.browser_specific_settings?.gecko?.data_collection_permissions?.required ?? [];
  for (const kind of ['websiteContent', 'browsingActivity', 'personalCommunications'])
    assert(required.includes(kind), `${kind} not declared (${required.join(', ')})`);
  return required.join(', ');
});

const icon = await sharp(join(ROOT, 'public/icons/128.png'))
  .ensureAlpha()
  .raw()
  .toBuffer({ resolveWithObject: true });
check('128 px icon: 128 × 128 with transparent padding', () => {
  const { data, info } = icon;
  assert(info.width === 128 && info.height === 128, `${info.width} × ${info.height}`);
  const alpha = (x, y) => data[(y * 128 + x) * 4 + 3];
  for (let i = 0; i < 128; i++)
    for (const [x, y] of [
      [i, 0],
      [i, 15],
      [0, i],
      [15, i],
      [i, 112],
      [112, i],
      [i, 127],
      [127, i],
    ])
      assert(alpha(x, y) === 0, `pixel (${x}, ${y}) is not transparent`);
  assert(alpha(64, 64) === 255, 'the artwork is missing');
  return '16 px transparent border';
});

check('addons-linter on the Firefox build: 0 errors, only documented warnings', () => {
  let output;
  try {
    output = execFileSync(join(BIN, 'addons-linter'), ['--output', 'json', join(OUT, 'firefox-mv3')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    output = error.stdout; // exits non-zero when it found errors; the JSON says which
  }
  const report = JSON.parse(output);
  const list = (items) => items.map((m) => `${m.code} ${m.file ?? ''}: ${m.message}`).join('; ');
  assert(report.errors.length === 0, `errors: ${list(report.errors)}`);
  const contents = (file) => (file ? readFileSync(join(OUT, 'firefox-mv3', file), 'utf8') : '');
  const unexpected = report.warnings.filter(
    (w) => !ACCEPTED_WARNINGS.some((a) => a.code === w.code && contents(w.file).includes(a.fileHas)),
  );
  assert(unexpected.length === 0, `warnings: ${list(unexpected)}`);
  return `${report.errors.length} errors, ${report.warnings.length} documented warnings, ${report.notices.length} notices`;
});

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
