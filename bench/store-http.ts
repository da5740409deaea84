import http from 'node:http';
import { APP_ADDRESS, APP_PORT, STORE_HOST } from '@/bench/config';

export interface StoreResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * GET a storefront path on the local server, as the storefront's domain. Node's fetch may not set
 * Host, and the Host header is what picks the storefront.
 */
export function storeGet(path: string, timeoutMs = 30_000, port = APP_PORT, cookie?: string): Promise<StoreResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: APP_ADDRESS, port, path, headers: { host: STORE_HOST, ...(cookie ? { cookie } : {}) }, timeout: timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`GET ${path} timed out after ${timeoutMs} ms`)));
    request.on('error', reject);
  });
}
