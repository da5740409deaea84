import { describe, expect, it } from 'vitest';
import { customerServiceSegments, CUSTOMER_SERVICE_SLUG } from '@/platform/storefronts/customer-service';
import { LOCALE_SWITCH_EXCLUDED, localeSwitchOptions } from '@/features/shell/header/locale-switch';
import { STOREFRONT_CODES, STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';
import { CONTENT_PAGES } from '@/mocks/data/pages';

describe('customer-service link', () => {
  it.each(STOREFRONT_CODES)('%s points at the backend page of that role', (code) => {
    expect(CUSTOMER_SERVICE_SLUG[code]).toBe(CONTENT_PAGES[code].customerService.slug);
    expect(customerServiceSegments(code).join('/')).toBe(CUSTOMER_SERVICE_SLUG[code]);
  });
});

describe('locale dropdown (docs/product/chrome.md, CHR-3: excludes nl)', () => {
  it('excludes nl', () => {
    expect(LOCALE_SWITCH_EXCLUDED).toEqual(['nl']);
  });

  it.each(STOREFRONT_CODES)('in %s lists sv, no, da, fi on their own domains', (code) => {
    const options = localeSwitchOptions(code);
    expect(options.map((option) => option.code)).toEqual(['sv', 'no', 'da', 'fi']);
    for (const option of options) {
      expect(option.href).toBe(`${storefrontOrigin(STOREFRONTS[option.code])}/`);
      expect(option.country).toBe(STOREFRONTS[option.code].country);
      expect(option.iso).toBe(STOREFRONTS[option.code].iso);
    }
    expect(options.filter((option) => option.current).map((option) => option.code)).toEqual(code === 'nl' ? [] : [code]);
  });
});
