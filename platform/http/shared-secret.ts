import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a secret someone sent is the configured one, in constant time. Both sides are hashed
 * first, so the comparison takes as long for a guess of any length: comparing the texts would
 * need a length check that answers early and gives the secret's length away.
 */
export function isSharedSecret(configured: string, given: string | null): boolean {
  return given !== null && timingSafeEqual(digest(configured), digest(given));
}
