import os from 'node:os';
import path from 'node:path';

const PORT = process.env.STORE_PORT ?? '3000';

/** The purge endpoint's secret for the server under test. */
export const PURGE_SECRET = process.env.PURGE_SECRET ?? 'e2e-purge-secret';

/** Where the server under test writes its page cache's entry count and bytes (never served). */
export const PAGE_CACHE_STATS_FILE = path.join(os.tmpdir(), `page-cache-stats-${PORT}.json`);
