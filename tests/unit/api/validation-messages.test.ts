/**
 * zod/mini carries no messages of its own: an answer that does not fit is "Invalid input" until a
 * locale is set. The server sets English when it starts (instrumentation.ts), so a log says what
 * the backend got wrong; the browser keeps the smaller build without them (decision 0015).
 */
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { register } from '@/instrumentation';

const price = z.object({ price: z.number() });
const message = () => price.safeParse({ price: '12.50' }).error?.issues[0]?.message;

describe('validation messages', () => {
  afterEach(() => z.config({ localeError: undefined }));

  it('are bare in the browser', () => {
    expect(message()).toBe('Invalid input');
  });

  it('name what is wrong once the server has started', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('API_BASE_URL', '');
    await register();
    expect(message()).toBe('Invalid input: expected number, received string');
  });
});
