/** `npm run bench -- --only=...` measures the parts named and nothing else (README, Benchmarks). */
import { describe, expect, it } from 'vitest';
import { benchArgs, BENCH_PARTS } from '@/bench/parts';

describe('benchArgs', () => {
  it('measures every part, on an existing build, when nothing is named', () => {
    expect(benchArgs([])).toEqual({ build: false, parts: new Set(BENCH_PARTS) });
  });

  it('takes --build and the parts named with --only', () => {
    expect(benchArgs(['--build', '--only=instrumentation,per-request'])).toEqual({ build: true, parts: new Set(['instrumentation', 'per-request']) });
  });

  it('refuses an unknown part or argument, naming the parts', () => {
    expect(() => benchArgs(['--only=instrumentation,soak'])).toThrow(
      'unknown part soak; the parts are throughput, instrumentation, per-request, typeahead, quick-order, lighthouse, interactions, js',
    );
    expect(() => benchArgs(['--fast'])).toThrow('unknown argument --fast');
  });
});
