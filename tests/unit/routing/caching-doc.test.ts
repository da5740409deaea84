import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cachingDoc } from '@/features/shell/routes/caching-doc';

describe('docs/caching.md', () => {
  it('is what the route table says (regenerate with `npx tsx scripts/caching-doc.ts`)', () => {
    expect(readFileSync(new URL('../../../docs/caching.md', import.meta.url), 'utf8')).toBe(cachingDoc());
  });
});
