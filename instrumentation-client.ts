import { config } from 'zod/mini';
import { listenForTraversals } from '@/platform/keep-alive/keep-alive-store';
import { startFieldVitals } from '@/platform/vitals/start-field-vitals';

/**
 * Runs in the browser before any of the shop's modules. Zod compiles its object parsers with
 * `new Function` where it may, and finds out by trying it when the first object schema is built. Our
 * Content-Security-Policy has no 'unsafe-eval' (decision 0007), so that probe was refused and
 * reported: one CSP report to /captuerr for every page a shopper opened, spending the 30 reports a
 * minute one client may send before a real violation could be heard. In the browser the parsers
 * run uncompiled; the server keeps the compiled ones. `zod/mini`, as everything in the browser
 * (decision 0015): the classic build would put its 31.7 kB gzip on every page, the bare route too.
 */
config({ jitless: true });

// The route keep-alive hears back and forward before Next's router does (platform/keep-alive/keep-alive-store.ts).
listenForTraversals();

// Field Web Vitals, sent to the shop's own /api/vitals without any identifier (decision 0048).
startFieldVitals();
