import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineFlightBytes, zodBuildIn, type Chunk, type FirstLoadJs, type ZodBuild } from '@/bench/first-load-js';
import type { PageKey } from '@/bench/pages';
import { firstLoadJsTable, interactionsTable, lighthouseTable, verdictLines, zodLine } from '@/bench/report';

describe('the verdicts the bench prints', () => {
  it('says met or MISSED, and what holds back only the missed ones', () => {
    const lines = verdictLines([
      { part: 'throughput', page: 'category', pass: true, detail: '96.8% of the floor', heldBackBy: ['never printed'] },
      { part: 'first-load JS', page: 'home', pass: false, detail: '56.4 kB gzip above the bare route', heldBackBy: ['/_next/static/chunks/a.js 21.2 kB'] },
    ]);
    expect(lines.split('\n')).toEqual([
      '',
      'Targets',
      'met     throughput category: 96.8% of the floor',
      'MISSED  first-load JS home: 56.4 kB gzip above the bare route',
      '        /_next/static/chunks/a.js 21.2 kB',
      '1 of 2 targets met.',
    ]);
  });
});

describe('what a page hydrates besides its scripts (issue 30)', () => {
  it('counts the inline flight data of the HTML and nothing else', () => {
    const html =
      '<html><head><script src="/_next/static/chunks/a.js"></script><script>self.__next_f=self.__next_f||[]</script></head>' +
      '<body><p>é</p><script>self.__next_f.push([1,"0:é"])</script><script nonce="n">self.__next_f.push([1,"1:x"])</script>' +
      '<script type="application/ld+json">{}</script></body></html>';
    expect(inlineFlightBytes(html)).toBe('self.__next_f.push([1,"0:é"])'.length + 1 + 'self.__next_f.push([1,"1:x"])'.length);
  });

  it('prints the flight data and the DOM size beside each page’s scripts', () => {
    const page: FirstLoadJs = { key: 'home', path: '/', gzipBytes: 61_000, chunks: [], flightBytes: 48_250, domElements: 912 };
    const row = firstLoadJsTable([page])
      .split('\n')
      .find((line) => line.startsWith('home'));
    expect(row?.split(/\s{2,}/)).toEqual(['home', '61', '0', '48.3', '912']);
  });
});

describe('the zod line', () => {
  const chunk = (path: string, zod: ZodBuild | null) => ({ path, gzipBytes: 31_700, zod });
  const page = (key: PageKey, chunks: Chunk[]): FirstLoadJs => ({ key, path: `/${key}`, gzipBytes: 100_000, chunks, flightBytes: 0, domElements: 0 });

  it('names the pages, the build and the chunk that carry it', () => {
    const classic = chunk('/_next/static/chunks/zod.js', 'classic');
    const mini = chunk('/_next/static/chunks/mini.js', 'mini');
    const line = zodLine([page('bare', [classic]), page('floor', [chunk('/_next/static/chunks/app.js', null)]), page('checkout', [classic, mini])]);
    expect(line).toBe('zod in the first load: bare, checkout (classic /_next/static/chunks/zod.js 31.7 kB, zod/mini /_next/static/chunks/mini.js 31.7 kB).');
  });

  it('says none when no page carries it', () => {
    expect(zodLine([page('bare', []), page('floor', [chunk('/_next/static/chunks/app.js', null)])])).toBe('zod in the first load: none of bare, floor.');
  });

  it('tells the classic build from zod/mini, and neither in the core alone, by their own code', () => {
    const built = (path: string) => readFileSync(new URL(path, import.meta.resolve('zod')), 'utf8');
    expect(zodBuildIn(built('v4/classic/schemas.js'))).toBe('classic');
    expect(zodBuildIn(built('v4/mini/schemas.js'))).toBe('mini');
    expect(zodBuildIn(built('v4/core/schemas.js'))).toBeNull();
  });
});

describe('the phone tables', () => {
  const figures = (median: number, min: number, max: number) => ({ median, min, max });

  it('prints the calibrated slowdown with its index, each figure as median (min-max), and every run of every visit', () => {
    const lighthouse = lighthouseTable(
      (['first', 'returning'] as const).map((visit) => ({
        key: 'home',
        visit,
        url: '/',
        median: {
          scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 },
          lcpMs: 1800,
          tbtMs: 40,
          mainThreadMs: 900,
          cls: 0,
          benchmarkIndex: 1040,
          failing: {},
          heaviestScripts: [],
          layoutShifts: [],
          warnings: [],
        },
        performanceScores: [97, 96, 98],
        mainThreadMs: figures(900, 850, 1210),
        tbtMs: figures(40, 20, 95),
        lcpMs: figures(1800, 1750, 1900),
        benchmarkIndexes: [1040, 980, 1102],
        reportFile: `home-${visit}.json`,
      })),
      { benchmarkIndex: 1040, cpuSlowdown: 2.48 },
      3,
    );
    expect(lighthouse).toContain('CPU slowdown 2.48x from benchmarkIndex 1040, median (min-max) of 3 runs');
    expect(lighthouse).toMatch(/home +first .* 900 \(850-1210\) +40 \(20-95\) +1800 \(1750-1900\) .* 1040 980 1102/);
    expect(lighthouse).toMatch(/home +returning /);

    const interactions = interactionsTable(
      [{ name: 'mega menu', visit: 'returning', page: 'home', msOfEachRun: [48, 56, 40], ms: figures(48, 40, 56) }],
      { benchmarkIndex: 1040, cpuSlowdown: 2.48 },
      3,
    );
    expect(interactions).toContain('CPU slowdown 2.48x from benchmarkIndex 1040');
    expect(interactions).toMatch(/mega menu +returning +home +48 \(40-56\) +48 56 40/);
  });
});
