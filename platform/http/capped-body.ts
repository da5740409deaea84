interface BodySource {
  body: ReadableStream<Uint8Array> | null;
  headers: { get(name: string): string | null };
}

/** Why a body was not read: longer than the limit, or not as long as its Content-Length said. */
export type BodyRefusal = 'over-limit' | 'length-mismatch';

export type CappedBody = { ok: true; text: string } | { ok: false; refusal: BodyRefusal };

/** Content-Length as a number of bytes, or null when it is absent or no such number. */
export function declaredLength(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * A request body read up to a limit: refused as soon as it is longer, so a client that lies about
 * Content-Length or streams without one cannot make the shop hold more than the limit. A body that
 * ends before the length it declared was cut by Next's proxy buffer (platform/http/body-limits.ts): only
 * its start arrived, so it is refused rather than read as if it were whole; so is any other body
 * whose length is not the one declared.
 */
export async function readCappedBody(request: BodySource, maxBytes: number): Promise<CappedBody> {
  const declared = declaredLength(request.headers.get('content-length'));
  if (declared !== null && declared > maxBytes) return { ok: false, refusal: 'over-limit' };
  if (!request.body) return declared ? { ok: false, refusal: 'length-mismatch' } : { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, refusal: 'over-limit' };
    }
    chunks.push(value);
  }
  if (declared !== null && size !== declared) return { ok: false, refusal: 'length-mismatch' };
  return { ok: true, text: new TextDecoder().decode(Buffer.concat(chunks)) };
}
