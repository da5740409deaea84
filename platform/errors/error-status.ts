/**
 * In production a server error reaches the browser as its digest only: Next drops the message and
 * every field, and keeps a digest the error already has. So a status meant for the shopper travels
 * in the digest, `SHOP_STATUS;503` (`StatusError`); Next's own digests (`NEXT_...`) and its numeric
 * hashes never look like that (decision 0041).
 */
export const STATUS_DIGEST_PREFIX = 'SHOP_STATUS;';
const STATUS_DIGEST = new RegExp(`^${STATUS_DIGEST_PREFIX}([45]\\d\\d)$`);

function isErrorStatus(candidate: unknown): candidate is number {
  return typeof candidate === 'number' && Number.isInteger(candidate) && candidate >= 400 && candidate <= 599;
}

/**
 * docs/product/errors.md, ERR-2: the status an error page shows is the error's own (a 400-599 status
 * field, or the one its digest names), else 500.
 */
export function errorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const { status, statusCode, digest } = error as { status?: unknown; statusCode?: unknown; digest?: unknown };
  const own = status ?? statusCode;
  if (isErrorStatus(own)) return own;
  const named = typeof digest === 'string' ? STATUS_DIGEST.exec(digest) : null;
  return named ? Number(named[1]) : 500;
}
