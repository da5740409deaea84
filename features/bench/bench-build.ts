/**
 * Only the build `npm run bench` makes carries the bench (decision 0034): with SHOP_BENCH=1 its
 * routes, files named `page.bench.tsx` and `layout.bench.tsx`, are pages, and the proxy keeps its
 * branch for the bare route. Any other build has neither: they answer 404 like any unknown page.
 */
export const BENCH_VARIABLE = 'SHOP_BENCH';

/** What Next reads as pages, layouts and routes by default. */
const NEXT_PAGE_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];

/** The bench's route files end so: a page extension of the bench's build only. */
export const BENCH_PAGE_EXTENSION = 'bench.tsx';

export function isBenchBuild(env: Record<string, string | undefined>): boolean {
  return env[BENCH_VARIABLE] === '1';
}

/** Next's `pageExtensions` for a build with `env`. */
export function pageExtensions(env: Record<string, string | undefined>): string[] {
  return isBenchBuild(env) ? [...NEXT_PAGE_EXTENSIONS, BENCH_PAGE_EXTENSION] : NEXT_PAGE_EXTENSIONS;
}
