import { describe, expect, it } from 'vitest';
import { BREADCRUMB_HISTORY_MAX, rememberBreadcrumb } from '@/features/catalog/history/history';

const entry = (path: string) => ({ label: path, path });

describe('breadcrumb history (docs/product/catalog.md, CAT-12)', () => {
  it('keeps the last 5 entries', () => {
    expect(BREADCRUMB_HISTORY_MAX).toBe(5);
    const history = ['/a', '/b', '/c', '/d', '/e', '/f'].reduce((list, path) => rememberBreadcrumb(list, entry(path)), [] as ReturnType<typeof entry>[]);
    expect(history.map((e) => e.path)).toEqual(['/b', '/c', '/d', '/e', '/f']);
  });

  it('skips a repeat of the same target but keeps a return to an earlier one', () => {
    let history = rememberBreadcrumb([], entry('/a'));
    history = rememberBreadcrumb(history, entry('/a'));
    history = rememberBreadcrumb(history, entry('/b'));
    history = rememberBreadcrumb(history, entry('/a'));
    expect(history.map((e) => e.path)).toEqual(['/a', '/b', '/a']);
  });
});
