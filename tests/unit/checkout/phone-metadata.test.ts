import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import phoneMetadata from '@/features/checkout/phone-metadata.json';
import { installedMetadata, PHONE_COUNTRIES, PHONE_METADATA_PATH, phoneMetadataFile, phoneMetadataOf } from '@/scripts/phone-metadata';

describe('the numbering plans the checkout loads (decision 0036)', () => {
  it('hold exactly the five storefronts’ countries and their calling codes', () => {
    expect(PHONE_COUNTRIES).toEqual(['SE', 'NO', 'DK', 'FI', 'NL']);
    expect(Object.keys(phoneMetadata.countries).sort()).toEqual(['DK', 'FI', 'NL', 'NO', 'SE']);
    expect(phoneMetadata.country_calling_codes).toEqual({ '31': ['NL'], '45': ['DK'], '46': ['SE'], '47': ['NO'], '358': ['FI'] });
    expect(phoneMetadata.nonGeographic).toEqual({});
  });

  it('are what scripts/phone-metadata.ts makes of the installed libphonenumber-js (run it after an upgrade)', () => {
    const expected = phoneMetadataFile(phoneMetadataOf(installedMetadata(), PHONE_COUNTRIES));
    expect(readFileSync(PHONE_METADATA_PATH, 'utf8')).toBe(expected);
  });

  it('carry each country’s plan as libphonenumber-js has it, the number types included', () => {
    const installed = installedMetadata();
    for (const country of PHONE_COUNTRIES) {
      expect(phoneMetadata.countries[country as keyof typeof phoneMetadata.countries]).toEqual(installed.countries[country as 'SE']);
    }
  });

  it('refuse to be made for a country libphonenumber-js does not know', () => {
    expect(() => phoneMetadataOf(installedMetadata(), ['SE', 'XX'])).toThrow(/XX/);
  });
});
