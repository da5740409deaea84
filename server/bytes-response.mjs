import { ServerResponse } from 'node:http';

/**
 * Every answer leaves as bytes (decision 0022). Next ends a page it already holds as a string (a page
 * cache hit, a prerendered page) with `res.end(html)`, and Node measures the UTF-8 length of a string
 * of more than 65,535 characters before it writes it: for a two-byte string, as every shop page is,
 * that walk costs more than encoding the page once. Node's `createServer({ ServerResponse })` puts
 * this class under every response, so Next itself stays as it is published.
 */
export class BytesResponse extends ServerResponse {
  end(chunk, encoding, callback) {
    if (typeof chunk !== 'string') return super.end(chunk, encoding, callback);
    if (typeof encoding === 'function') return super.end(Buffer.from(chunk, 'utf8'), encoding);
    return super.end(Buffer.from(chunk, encoding ?? 'utf8'), callback);
  }
}
