import { setupServer } from 'msw/node';
import { handlers } from '@/mocks/handlers';

/** The mocked backend inside Vitest: `server.listen()` in a test's setup, then fetch any origin. */
export const server = setupServer(...handlers);
