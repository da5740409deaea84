import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownOrigin, warmUp } from '@/server/warm-up.mjs';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A stand-in for the shop: notes each request and answers with the status `answer` gives. */
async function shop(answer: (path: string) => number): Promise<{ origin: string; asked: string[] }> {
  const asked: string[] = [];
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.statusCode = answer(request.url ?? '');
    response.end('<html></html>');
  });
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

describe('the start-up warm-up (docs/product/content.md, CNT-4)', () => {
  it("renders each storefront's home page, one after the other, by its path prefix", async () => {
    const { origin, asked } = await shop(() => 200);
    expect(await warmUp(origin)).toEqual([]);
    expect(asked).toEqual(['/sv', '/no', '/da', '/fi', '/nl']);
  });

  it('a page that fails only warns, and the others are still rendered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { origin, asked } = await shop((path) => (path === '/da' ? 500 : 200));
    expect(await warmUp(origin)).toEqual(['/da 500']);
    expect(asked).toHaveLength(5);
    expect(warn).toHaveBeenCalledWith('Warm-up: /da 500; pages will read on demand.');
  });

  it('asks the server where it listens, loopback when it listens on every interface', () => {
    expect(ownOrigin(undefined, 3000)).toBe('http://127.0.0.1:3000');
    expect(ownOrigin('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(ownOrigin('::', 3000)).toBe('http://127.0.0.1:3000');
    expect(ownOrigin('::1', 3000)).toBe('http://[::1]:3000');
    expect(ownOrigin('10.0.0.5', 8080)).toBe('http://10.0.0.5:8080');
  });
});
