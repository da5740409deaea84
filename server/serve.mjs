#!/usr/bin/env node
/**
 * The shop's HTTP server: Next's request handler behind Node's own server, so that the shop decides
 * who the client is before Next does (decision 0023). Next fills `X-Forwarded-For` from the socket
 * only when a request has none, so under `next start` the proxy cannot tell a client's own header
 * from Next's. Here every request gets the one address the rate limits key on, whatever it sent, and
 * its `Host` in the shop's one spelling.
 *
 *   node server/serve.mjs [-p PORT] [-H HOSTNAME]     (defaults: PORT or 3000, every interface)
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { clientHop, trustedHops } from '../platform/http/client-hop.mjs';
import { nextHostname, normalHost } from '../platform/http/host-name.mjs';
import { BytesResponse } from './bytes-response.mjs';
import { drainable, drainTimings } from './drain.mjs';
import { observeRequests } from './observe.mjs';
import { servedFolder } from './standalone.mjs';
import { ownOrigin, warmUp } from './warm-up.mjs';

const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hops = trustedHops(process.env);
const timings = drainTimings(process.env);

process.env.NODE_ENV ??= 'production';
// Next's `next start` and standalone server exit at once on SIGTERM unless told that we handle it.
process.env.NEXT_MANUAL_SIG_HANDLE ??= 'true';
const app = next({ dev: false, dir: servedFolder(), hostname: nextHostname(values.hostname), port });
await app.prepare();
const handle = app.getRequestHandler();

/**
 * Only what a proxy of ours vouches for survives; the client's own forwarded headers never do. Next
 * fills the removed ones in from the socket and from `Host`.
 */
function admit(request) {
  request.headers['x-forwarded-for'] = clientHop(request.headers['x-forwarded-for'], request.socket.remoteAddress, hops);
  if (hops === 0) {
    for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) delete request.headers[name];
  }
  const host = normalHost(request.headers.host);
  if (host !== null) request.headers.host = host;
}

// Logs, metrics and traces of every request (decision 0045).
const observed = await observeRequests((request, response) => handle(request, response));

const server = createServer({ ServerResponse: BytesResponse }, (request, response) => {
  if (shutdown.admit(request, response)) return;
  admit(request);
  observed(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
const shutdown = drainable(server, timings);
server.listen(port, values.hostname, () => {
  console.log(`[serve] listening on ${values.hostname ?? '*'}:${port}, ${hops} trusted proxy hop(s)`);
  void warmUp(ownOrigin(values.hostname, port));
});

// The first signal drains (server/drain.mjs); a second one exits at once.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void shutdown.drain().then(() => process.exit(0)));
}
