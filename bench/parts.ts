/**
 * What one `npm run bench` measures: everything by default, or the parts named with `--only`, so that
 * one figure can be measured again without the rest's minutes on a shared machine.
 */
export const BENCH_PARTS = ['throughput', 'instrumentation', 'per-request', 'typeahead', 'quick-order', 'lighthouse', 'interactions', 'js'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

export interface BenchArgs {
  /** Build even when `.next` holds a usable bench build. */
  build: boolean;
  parts: ReadonlySet<BenchPart>;
}

const isPart = (name: string): name is BenchPart => (BENCH_PARTS as readonly string[]).includes(name);

/** `--build` and `--only=<part>,<part>`; anything else is refused with what is known. */
export function benchArgs(args: readonly string[]): BenchArgs {
  let build = false;
  let parts: BenchPart[] = [...BENCH_PARTS];
  for (const arg of args) {
    if (arg === '--build') {
      build = true;
      continue;
    }
    const only = /^--only=(.+)$/.exec(arg)?.[1];
    if (only === undefined) throw new Error(`unknown argument ${arg}`);
    const named = only.split(',');
    const unknown = named.filter((name) => !isPart(name));
    if (unknown.length > 0) throw new Error(`unknown part ${unknown.join(', ')}; the parts are ${BENCH_PARTS.join(', ')}`);
    parts = named.filter(isPart);
  }
  return { build, parts: new Set(parts) };
}
