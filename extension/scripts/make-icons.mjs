/**
 * @module scripts/make-icons — draws the toolbar icons (an indigo rounded square with a white "M") into
 * public/icons/*.png with no image library: shapes as distance functions, 4×4 supersampling, a hand-made PNG.
 * The 128 px store icon follows the Chrome Web Store's rule: 96 × 96 artwork inside 16 px of transparent padding.
 * Run `node scripts/make-icons.mjs` after changing the drawing; the PNGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZES = [16, 32, 48, 128];
const BG = [79, 70, 229];

function crc32(bytes) {
  let crc = ~0;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Distance from p to the segment a–b, all in unit coordinates. */
function segmentDistance(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

const M_STROKES = [
  [
    [0.27, 0.72],
    [0.27, 0.3],
  ],
  [
    [0.27, 0.3],
    [0.5, 0.56],
  ],
  [
    [0.5, 0.56],
    [0.73, 0.3],
  ],
  [
    [0.73, 0.3],
    [0.73, 0.72],
  ],
];

function insideRoundedSquare(x, y, radius = 0.22) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/** Transparent padding around the artwork, in px (the store icon's 16 of 128). */
const PADDING = { 128: 16 };

function draw(size) {
  const rgba = Buffer.alloc(size * size * 4);
  const pad = PADDING[size] ?? 0;
  const art = size - 2 * pad;
  const ss = 4;
  const stroke = art <= 16 ? 0.075 : 0.06;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const u = (x - pad + (sx + 0.5) / ss) / art;
          const v = (y - pad + (sy + 0.5) / ss) / art;
          if (u < 0 || v < 0 || u > 1 || v > 1) continue;
          if (!insideRoundedSquare(u, v)) continue;
          bg++;
          if (M_STROKES.some(([a, b]) => segmentDistance(u, v, a, b) <= stroke)) fg++;
        }
      }
      const n = ss * ss;
      const alpha = bg / n;
      const white = bg ? fg / bg : 0;
      const i = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(BG[c] * (1 - white) + 255 * white);
      rgba[i + 3] = Math.round(alpha * 255);
    }
  }
  return encodePng(size, rgba);
}

const dir = new URL('../public/icons/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const size of SIZES) writeFileSync(new URL(`${size}.png`, dir), draw(size));
console.log(`icons written: ${SIZES.join(', ')} px`);
