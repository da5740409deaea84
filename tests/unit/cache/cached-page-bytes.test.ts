/**
 * A cached page leaves the shop's server as a Buffer, not as its HTML string: Node measures a UTF-8
 * string of more than 65,535 characters before writing it, which cost home, category and product
 * pages 100-150 µs a request (decision 0022). Next, as published, ends such a page with the string;
 * server/serve.mjs answers through `BytesResponse`, which hands Node the bytes instead.
 */
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, ServerResponse, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import RenderResult from 'next/dist/server/render-result';
import { sendRenderResult } from 'next/dist/server/send-payload';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BytesResponse } from '@/server/bytes-response.mjs';

interface Answer {
  /** What Node's own `end` was handed. */
  handed: unknown;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** One request to a server on an ephemeral loopback port that answers with `answer`. */
async function serve(answer: (response: ServerResponse) => Promise<void> | void, method = 'GET'): Promise<Answer> {
  const end = vi.spyOn(ServerResponse.prototype, 'end');
  const server = createServer({ ServerResponse: BytesResponse }, (_request, response) => void answer(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<Answer>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, method, path: '/' }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ handed: end.mock.lastCall?.[0], headers: response.headers, body: Buffer.concat(chunks) }));
      });
      sent.on('error', reject);
      sent.end();
    });
  } finally {
    server.close();
  }
}

/** A cached page as Next's `sendRenderResult` sends it. */
function page(html: string, method = 'GET'): Promise<Answer> {
  return serve(
    (response) =>
      sendRenderResult({
        req: { method, headers: {} } as never,
        res: response,
        result: RenderResult.fromStatic(html, 'text/html; charset=utf-8'),
        generateEtags: false,
        poweredByHeader: false,
        cacheControl: undefined,
      }),
    method,
  );
}

describe('a cached page as the shop sends it', () => {
  const html = `<!DOCTYPE html><p>Förhandsbokning – levereras ${'★'.repeat(70_000)}</p>`;

  it('is written as the UTF-8 bytes of its HTML, with their length', async () => {
    const { handed, headers, body } = await page(html);
    expect(Buffer.isBuffer(handed)).toBe(true);
    expect(body.toString('utf8')).toBe(html);
    expect(headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('still answers HEAD with the length and no body', async () => {
    const { headers, body } = await page(html, 'HEAD');
    expect(body.length).toBe(0);
    expect(headers['content-length']).toBe(String(Buffer.byteLength(html)));
  });

  it('keeps an ending callback, an encoding and an answer that already is bytes', async () => {
    const done = vi.fn();
    const withCallback = await serve((response) => void response.end('klar – ✓', done));
    expect(withCallback.body.toString('utf8')).toBe('klar – ✓');
    expect(done).toHaveBeenCalledOnce();

    const encoded = await serve((response) => void response.end(Buffer.from('hej', 'utf8').toString('base64'), 'base64'));
    expect(encoded.body.toString('utf8')).toBe('hej');

    const bytes = Buffer.from('redan bytes');
    const asBytes = await serve((response) => void response.end(bytes));
    expect(asBytes.handed).toBe(bytes);
  });

  it("is what the shop's server answers through, with Next as published", () => {
    expect(readFileSync('server/serve.mjs', 'utf8')).toMatch(/createServer\(\{ ServerResponse: BytesResponse \}/);
    expect(readFileSync('package.json', 'utf8')).not.toContain('patch-package');
  });
});
