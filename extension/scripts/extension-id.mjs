/**
 * @module scripts/extension-id — prints the Chrome extension id that follows from the manifest `key` in
 * wxt.config.ts, so the server's EXTENSION_ORIGINS can name it (`chrome-extension://<id>`).
 * Usage: `node scripts/extension-id.mjs` (or `--generate` to print a fresh key pair's public half).
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Chrome's id: the first 128 bits of SHA-256 of the DER public key, hex digits mapped 0-f → a-p. */
export function extensionIdFromKey(base64Key) {
  const hex = createHash('sha256').update(Buffer.from(base64Key, 'base64')).digest('hex').slice(0, 32);
  return [...hex].map((c) => String.fromCharCode('a'.charCodeAt(0) + Number.parseInt(c, 16))).join('');
}

export function readManifestKey() {
  const file = fileURLToPath(new URL('../src/manifest-key.ts', import.meta.url));
  const match = /MANIFEST_KEY\s*=\s*'([^']+)'/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error('MANIFEST_KEY not found in src/manifest-key.ts');
  return match[1];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--generate')) {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    console.log(publicKey.export({ type: 'spki', format: 'der' }).toString('base64'));
  } else {
    console.log(extensionIdFromKey(readManifestKey()));
  }
}
