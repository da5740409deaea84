import { describe, expect, it } from 'vitest';
import { readCappedText } from '@/lib/http/capped-body';

const stream = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

describe('reading a body up to a limit', () => {
  it('reads a body within the limit, multi-byte characters across chunks included', () => {
    const bytes = new TextEncoder().encode('{"name":"Åsa"}');
    const split = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 11));
        controller.enqueue(bytes.slice(11));
        controller.close();
      },
    });
    return expect(readCappedText(split, 100)).resolves.toBe('{"name":"Åsa"}');
  });

  it('stops at the limit, whatever Content-Length said', async () => {
    await expect(readCappedText(stream('x'.repeat(60), 'x'.repeat(60)), 100)).resolves.toBeNull();
    await expect(readCappedText(stream('x'.repeat(100)), 100)).resolves.toHaveLength(100);
    await expect(readCappedText(null, 100)).resolves.toBe('');
  });
});
