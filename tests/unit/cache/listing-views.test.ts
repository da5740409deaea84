import { describe, expect, it, vi } from 'vitest';
import { readExistingView } from '@/features/catalog/listing/listing-read';
import type { ApiResult } from '@/platform/api/result';
import { isExistingView } from '@/features/catalog/listing/listing-bounds';
import type { ListingView } from '@/features/catalog/listing/listing-view';

const models = [{ slug: 'iphone-13' }, { slug: 'galaxy-s23' }];

describe('isExistingView', () => {
  it('has every page up to the last one', () => {
    expect(isExistingView({ page: 3 }, { total: 49 })).toBe(true);
    expect(isExistingView({ page: 4 }, { total: 72 })).toBe(false);
    expect(isExistingView({ page: 99_999 }, { total: 72 })).toBe(false);
  });

  it('has a first page even when the listing is empty', () => {
    expect(isExistingView({ page: 1 }, { total: 0 })).toBe(true);
    expect(isExistingView({ page: 2 }, { total: 0 })).toBe(false);
  });

  it('has only the phone models the listing names', () => {
    expect(isExistingView({ page: 1, phoneModel: 'iphone-13' }, { total: 5, phoneModels: models })).toBe(true);
    expect(isExistingView({ page: 1, phoneModel: 'made-up-phone' }, { total: 5, phoneModels: models })).toBe(false);
    expect(isExistingView({ page: 1, phoneModel: 'iphone-13' }, { total: 5 })).toBe(false);
  });
});

type Page = { total: number; phone_models: { slug: string }[]; products: string[] };
const ok = (data: Page): ApiResult<Page> => ({ ok: true, data, headers: new Headers() });
const failed: ApiResult<Page> = { ok: false, error: { kind: 'http', status: 500 } };
const missing: ApiResult<Page> = { ok: false, error: { kind: 'http', status: 404 } };

function backend(pages: (view: ListingView) => ApiResult<Page>) {
  return vi.fn(async (view: ListingView) => pages(view));
}

describe('readExistingView', () => {
  const plain = ok({ total: 60, phone_models: models, products: ['first'] });

  it('answers the plain first page with one read', async () => {
    const read = backend(() => plain);
    await expect(readExistingView({ page: 1 }, read, 'category')).resolves.toMatchObject({ products: ['first'] });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('never reads a made-up phone model or a page past the end', async () => {
    const read = backend(() => plain);
    await expect(readExistingView({ page: 1, phoneModel: 'made-up' }, read, 'category')).resolves.toBeNull();
    await expect(readExistingView({ page: 4 }, read, 'category')).resolves.toBeNull();
    expect(read.mock.calls.map(([view]) => view)).toEqual([{ page: 1 }, { page: 1 }]);
  });

  it('bounds a phone model view by its own count', async () => {
    const read = backend((view) => (view.phoneModel ? ok({ total: 10, phone_models: models, products: ['filtered'] }) : plain));
    await expect(readExistingView({ page: 1, phoneModel: 'iphone-13' }, read, 'category')).resolves.toMatchObject({ products: ['filtered'] });
    await expect(readExistingView({ page: 2, phoneModel: 'iphone-13' }, read, 'category')).resolves.toBeNull();
  });

  it('is null for an unknown listing and throws when the backend fails', async () => {
    await expect(
      readExistingView(
        { page: 1 },
        backend(() => missing),
        'category',
      ),
    ).resolves.toBeNull();
    await expect(
      readExistingView(
        { page: 1 },
        backend(() => failed),
        'category',
      ),
    ).rejects.toThrow('category');
    await expect(
      readExistingView(
        { page: 2 },
        backend((view) => (view.page === 1 ? plain : failed)),
        'category',
      ),
    ).rejects.toThrow();
  });
});
