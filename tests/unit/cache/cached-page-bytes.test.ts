/**
 * A cached page leaves Next as a Buffer, not as its HTML string: Node measures a UTF-8 string of more
 * than 65,535 characters before writing it, which cost home, category and product pages 100-150 µs a
 * request (decision 0022). `patches/next+16.4.6.patch` makes Next's `sendRenderResult` write bytes;
 * this holds the patch in place through installs and upgrades of Next.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import RenderResult from 'next/dist/server/render-result';
import { sendRenderResult } from 'next/dist/server/send-payload';
import { describe, expect, it } from 'vitest';

interface Written {
  headers: Map<string, unknown>;
  body: unknown;
}

async function send(html: string, method = 'GET'): Promise<Written> {
  const written: Written = { headers: new Map(), body: undefined };
  const res = {
    finished: false,
    headersSent: false,
    getHeader: (name: string) => written.headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => written.headers.set(name.toLowerCase(), value),
    end: (body: unknown) => {
      written.body = body;
    },
  };
  await sendRenderResult({
    req: { method, headers: {} } as never,
    res: res as never,
    result: RenderResult.fromStatic(html, 'text/html; charset=utf-8'),
    generateEtags: false,
    poweredByHeader: false,
    cacheControl: undefined,
  });
  return written;
}

describe('a cached page as Next sends it', () => {
  const html = `<!DOCTYPE html><p>Förhandsbokning – levereras ${'★'.repeat(70_000)}</p>`;

  it('is written as the UTF-8 bytes of its HTML, with their length', async () => {
    const { body, headers } = await send(html);
    expect(Buffer.isBuffer(body)).toBe(true);
    expect((body as Buffer).toString('utf8')).toBe(html);
    expect(headers.get('content-length')).toBe(Buffer.byteLength(html));
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('still answers HEAD with the length and no body', async () => {
    const { body, headers } = await send(html, 'HEAD');
    expect(body).toBeNull();
    expect(headers.get('content-length')).toBe(Buffer.byteLength(html));
  });

  it('is patched the same way in the ES module the production build bundles', () => {
    const esm = readFileSync(createRequire(import.meta.url).resolve('next/dist/esm/server/send-payload.js'), 'utf8');
    expect(esm).toContain('res.end(Buffer.from(payload));');
    expect(esm).not.toMatch(/res\.end\(payload\)/);
  });
});
