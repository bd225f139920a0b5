/**
 * @module lib/ids — random row ids: 16 bytes of Web Crypto randomness as base64url (22 characters).
 */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
