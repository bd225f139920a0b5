#!/usr/bin/env node
/**
 * @module scripts/make-icons — renders the installable app's PNG icons from the logo artwork (public/favicon.svg):
 * 192 and 512 px as drawn (rounded square, transparent corners), a 512 px maskable one (full-bleed background,
 * the mark inside the 80 % safe zone) and the 180 px Apple touch icon. The PNGs are committed, so a build needs
 * no image tool; run `node scripts/make-icons.mjs` again after changing the artwork (sharp is a web devDependency).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const PUBLIC = new URL('../public/', import.meta.url);
const artwork = readFileSync(new URL('favicon.svg', PUBLIC), 'utf8');
const fill = /fill="(#[0-9a-f]{6})"/i.exec(artwork)?.[1] ?? '#6d5dfc';
const mark = /<path[^>]*\/>/.exec(artwork)?.[0];
if (!mark) throw new Error('favicon.svg has no <path> mark');

// Maskable: the whole square is background; the 32-unit mark is shrunk to 60 % around the centre.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${fill}"/><g transform="translate(6.4 6.4) scale(0.6)">${mark}</g></svg>`;
// Apple draws its own rounded corners: a full square, mark at 75 %.
const apple = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${fill}"/><g transform="translate(4 4) scale(0.75)">${mark}</g></svg>`;

const outputs = [
  ['icon-192.png', artwork, 192],
  ['icon-512.png', artwork, 512],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', apple, 180],
];
for (const [name, svg, size] of outputs) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(new URL(name, PUBLIC), png);
  console.log(`${name}: ${size}×${size}, ${png.length} bytes`);
}
