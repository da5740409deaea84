/**
 * The per-request floor route of `npm run bench`: the floor route's page, rendered for every request
 * instead of served from the page cache, so that pages that are per visitor (checkout, account
 * orders, a search nobody asked before) are held against the shop's layout rendered per request,
 * not against a cache hit (docs/operating.md, OPS-52). Only the bench's build has it.
 */
export { default, generateMetadata } from '../bench-floor/page.bench';

export const dynamic = 'force-dynamic';
