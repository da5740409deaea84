import { describe, expect, it } from 'vitest';
import { verdictLines } from '@/bench/report';

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
