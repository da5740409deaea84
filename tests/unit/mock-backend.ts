import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '@/mocks/node';

/**
 * Server code under test calls the mocked backend at http://backend.test for the file's tests; each
 * test's own handlers (server.use) are dropped after it.
 */
export function withMockBackend(): void {
  beforeAll(() => {
    vi.stubEnv('API_BASE_URL', 'http://backend.test');
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    vi.unstubAllEnvs();
  });
}
