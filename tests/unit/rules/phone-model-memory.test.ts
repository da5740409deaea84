import { describe, expect, it } from 'vitest';
import { phoneModelToApply } from '@/features/catalog/phone-model/phone-model-memory';

const offered = ['iphone-13', 'iphone-13-pro', 'iphone-14'];

describe('the remembered phone model on the next category listing', () => {
  it('is applied where the listing shows no model and offers it', () => {
    expect(phoneModelToApply('iphone-13', undefined, offered)).toBe('iphone-13');
  });

  it.each([
    ['nothing is remembered', null, undefined, offered],
    ['the listing does not offer it', 'galaxy-s21', undefined, offered],
    ['the listing offers no models', 'iphone-13', undefined, []],
    ['the listing already shows a model', 'iphone-13', 'iphone-14', offered],
    ['the listing already shows that model', 'iphone-13', 'iphone-13', offered],
  ])('is not applied when %s', (_, remembered, current, models) => {
    expect(phoneModelToApply(remembered, current, models)).toBeNull();
  });
});
