import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { holdsClassicZod, type Chunk, type FirstLoadJs } from '@/bench/first-load-js';
import type { PageKey } from '@/bench/pages';
import { classicZodLine, verdictLines } from '@/bench/report';

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

describe('the classic zod line', () => {
  const chunk = (path: string, classicZod: boolean) => ({ path, gzipBytes: 31_700, classicZod });
  const page = (key: PageKey, chunks: Chunk[]): FirstLoadJs => ({ key, path: `/${key}`, gzipBytes: 100_000, chunks });

  it('names the pages and the chunk that carry it', () => {
    const zod = chunk('/_next/static/chunks/zod.js', true);
    const line = classicZodLine([page('bare', [zod]), page('floor', [chunk('/_next/static/chunks/mini.js', false)]), page('home', [zod])]);
    expect(line).toBe('Classic zod in the first load: bare, home (/_next/static/chunks/zod.js 31.7 kB).');
  });

  it('says none when no page carries it', () => {
    expect(classicZodLine([page('bare', []), page('floor', [chunk('/_next/static/chunks/mini.js', false)])])).toBe(
      'Classic zod in the first load: none of bare, floor.',
    );
  });

  it('tells the classic build from zod/mini and the core by their own code', () => {
    const built = (path: string) => readFileSync(new URL(path, import.meta.resolve('zod')), 'utf8');
    expect(holdsClassicZod(built('v4/classic/schemas.js'))).toBe(true);
    expect(holdsClassicZod(built('v4/mini/schemas.js'))).toBe(false);
    expect(holdsClassicZod(built('v4/core/schemas.js'))).toBe(false);
  });
});
