import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { declaredLength, readCappedBody } from '@/platform/http/capped-body';

const stream = (...parts: (string | Uint8Array)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(typeof part === 'string' ? new TextEncoder().encode(part) : part);
      controller.close();
    },
  });

const posted = (body: ReadableStream<Uint8Array> | null, contentLength?: string) => ({
  body,
  headers: new Headers(contentLength === undefined ? {} : { 'content-length': contentLength }),
});

describe('reading a body up to a limit', () => {
  it('reads a body within the limit, multi-byte characters across chunks included', () => {
    const bytes = new TextEncoder().encode('{"name":"Åsa"}');
    return expect(readCappedBody(posted(stream(bytes.slice(0, 11), bytes.slice(11)), String(bytes.length)), 100)).resolves.toEqual({
      ok: true,
      text: '{"name":"Åsa"}',
    });
  });

  it('stops at the limit, whatever Content-Length said', async () => {
    await expect(readCappedBody(posted(stream('x'.repeat(60), 'x'.repeat(60)), '10'), 100)).resolves.toEqual({ ok: false, refusal: 'over-limit' });
    await expect(readCappedBody(posted(stream('x'.repeat(60), 'x'.repeat(60))), 100)).resolves.toEqual({ ok: false, refusal: 'over-limit' });
    await expect(readCappedBody(posted(stream('x'.repeat(100))), 100)).resolves.toEqual({ ok: true, text: 'x'.repeat(100) });
    await expect(readCappedBody(posted(null), 100)).resolves.toEqual({ ok: true, text: '' });
  });

  it('refuses a body declared longer than the limit without reading a byte of it', async () => {
    const untouched = new ReadableStream<Uint8Array>({
      pull() {
        throw new Error('the body was read');
      },
    });
    await expect(readCappedBody(posted(untouched, '101'), 100)).resolves.toEqual({ ok: false, refusal: 'over-limit' });
  });

  it("refuses a body that ends before its Content-Length: Next's proxy buffer cut it", async () => {
    await expect(readCappedBody(posted(stream('{"items":['), '94'), 100)).resolves.toEqual({ ok: false, refusal: 'length-mismatch' });
    await expect(readCappedBody(posted(null, '12'), 100)).resolves.toEqual({ ok: false, refusal: 'length-mismatch' });
  });

  it('reads Content-Length only as a plain number of bytes', () => {
    expect(declaredLength('512')).toBe(512);
    expect(declaredLength(' 0 ')).toBe(0);
    for (const value of [null, '', '-1', '1e3', '0x10', '1.5', '12 13', 'NaN']) expect(declaredLength(value)).toBeNull();
  });

  it('reads a body whole or refuses it, for any chunks and any Content-Length, and never throws', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 40 }), { maxLength: 8 }),
        fc.option(fc.oneof(fc.nat({ max: 400 }).map(String), fc.string({ maxLength: 6 })), { nil: undefined }),
        fc.nat({ max: 200 }),
        async (chunks, contentLength, limit) => {
          const size = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
          const declared = declaredLength(contentLength ?? null);
          const result = await readCappedBody(posted(stream(...chunks), contentLength), limit);
          if (result.ok) {
            expect(size).toBeLessThanOrEqual(limit);
            expect(declared === null || declared === size).toBe(true);
          } else if (result.refusal === 'over-limit') {
            expect(size > limit || (declared !== null && declared > limit)).toBe(true);
          } else {
            expect(declared !== null && size !== declared).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
