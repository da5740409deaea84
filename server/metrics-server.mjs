import { createServer } from 'node:http';
import { register } from 'prom-client';

/**
 * `/metrics` for Prometheus on a port of its own (`METRICS_PORT`, default 9464, on `METRICS_HOST`,
 * default 127.0.0.1): never on a storefront's host or port, so no shopper reaches it and no page
 * cache keeps it. `METRICS_PORT=0` or empty leaves it out (the browser tests, several shops on one machine).
 */
export const DEFAULT_METRICS_PORT = 9464;

/** The port to serve on, null for none; anything but a port number stops the server at start. */
export function metricsPort(env = process.env) {
  const given = env.METRICS_PORT;
  if (given === undefined) return DEFAULT_METRICS_PORT;
  if (given === '' || given === '0') return null;
  if (!/^\d{1,5}$/.test(given) || Number(given) > 65535) throw new Error(`METRICS_PORT must be a port number, 0 or empty, not ${JSON.stringify(given)}`);
  return Number(given);
}

export function serveMetrics(port, host) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('404: only GET /metrics here\n');
      return;
    }
    register.metrics().then(
      (text) => response.writeHead(200, { 'content-type': register.contentType, 'cache-control': 'no-store' }).end(text),
      (error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
