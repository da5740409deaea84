import { describe, expect, it } from 'vitest';
import { CACHE_TAGS } from '@/platform/cache/cache-policy';
import { purgeDecision } from '@/platform/cache/cache-purge';

const auth = 'Bearer s3cret';

describe('purgeDecision', () => {
  it('does not exist without a configured secret', () => {
    expect(purgeDecision(undefined, auth, { tags: ['catalog'] })).toEqual({ kind: 'disabled' });
    expect(purgeDecision('', auth, { tags: ['catalog'] })).toEqual({ kind: 'disabled' });
  });

  it('refuses a missing or wrong secret before reading the body', () => {
    expect(purgeDecision('s3cret', null, { tags: ['catalog'] })).toEqual({ kind: 'unauthorized' });
    expect(purgeDecision('s3cret', 'Bearer s3cre', null)).toEqual({ kind: 'unauthorized' });
    expect(purgeDecision('s3cret', 's3cret', { tags: ['catalog'] })).toEqual({ kind: 'unauthorized' });
  });

  it('purges only tags of the cache manifest, naming the first unknown one', () => {
    expect(purgeDecision('s3cret', auth, { tags: ['catalog:sv', 'categories', 'catalog:sv'] })).toEqual({ kind: 'purge', tags: ['catalog:sv', 'categories'] });
    expect(purgeDecision('s3cret', auth, { tags: ['catalog:sv', 'catalog:se'] })).toEqual({ kind: 'invalid', message: 'Unknown cache tag: catalog:se' });
    expect(purgeDecision('s3cret', auth, { tags: [] })).toMatchObject({ kind: 'invalid' });
    expect(purgeDecision('s3cret', auth, null)).toMatchObject({ kind: 'invalid' });
  });

  it('knows every area in every storefront', () => {
    expect(CACHE_TAGS).toContain('widgets:nl');
    expect(CACHE_TAGS).toContain('deal');
    expect(CACHE_TAGS).toHaveLength(7 * 6);
  });
});
