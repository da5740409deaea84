/**
 * The largest body each kind of path takes, and what Next may hold of a body before any of our code
 * sees it. This module imports nothing: next.config.ts reads it.
 */

/** Session calls, the small browser calls, error reports and purges: a few hundred bytes each. */
export const SMALL_BODY_LIMIT = 16 * 1024;

/**
 * A cart line in the sync and checkout payloads is at most about 800 bytes in the backend's wire
 * format (measured: 807 bytes for the largest of the 100 most popular products with every origin
 * marker set, 764 the median; 100 lines make a 58 kB sync body). 512 kB holds some 650 distinct
 * lines, far beyond any real cart, and a coupon list besides.
 */
export const CART_BODY_LIMIT = 512 * 1024;

/**
 * Server actions post forms: a return of an order's lines is the largest, some 130 bytes a line with
 * the form's previous state, so 64 kB holds a return of several hundred lines.
 */
export const SERVER_ACTION_BODY_LIMIT = 64 * 1024;

/**
 * Next holds a request's body in memory while the proxy runs, for every path the proxy matches, and
 * hands the route only what it held. One byte more than the largest limit above: memory per request
 * stays near the largest legitimate body, and a body Next cut short is still longer than the limit
 * of any path it reaches, which refuses it as too large instead of reading the part it got.
 */
export const PROXY_BODY_BUFFER = Math.max(SMALL_BODY_LIMIT, CART_BODY_LIMIT, SERVER_ACTION_BODY_LIMIT) + 1;
