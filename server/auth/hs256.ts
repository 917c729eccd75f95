// What the HS256 tokens (access and refresh tokens, invoice links) share. jose is loaded with the first token, not at
// every start (some 35 ms of a start's CPU), and a key's bytes are imported into WebCrypto once: jose would import
// them again on every call, most of a token check's cost.

let jose: Promise<typeof import('jose')> | undefined;
export const loadJose = () => (jose ??= import('jose'));

const imported = new WeakMap<Uint8Array, Promise<CryptoKey>>();
export function hmacKey(bytes: Uint8Array): Promise<CryptoKey> {
  let key = imported.get(bytes);
  if (!key) {
    key = crypto.subtle.importKey('raw', bytes as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    imported.set(bytes, key);
  }
  return key;
}
