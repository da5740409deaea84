/**
 * Writes features/checkout/phone-metadata.json, the numbering plans the mobile-number rule reads
 * (docs/product/checkout.md, CHK-17; decision 0036): libphonenumber-js's own complete metadata
 * (`metadata.max.json`, which holds each number type's pattern, so a mobile number can be told from
 * a fixed line) cut down to the countries of the five storefronts. The whole set is some 150 kB; the
 * five countries are about 5 kB, which is what the checkout's first load carries.
 *
 * libphonenumber-js documents custom metadata made by `libphonenumber-metadata` (the package
 * libphonenumber-metadata-generator, which reads Google's XML from the network); it is not installed,
 * and a slice of the metadata that ships with the installed library matches that library's version by
 * construction. Run `npx tsx scripts/phone-metadata.ts` after upgrading libphonenumber-js:
 * tests/unit/checkout/phone-metadata.test.ts fails while the checked-in file is not this slice.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { MetadataJson } from 'libphonenumber-js/core';
import { STOREFRONT_CODES, STOREFRONTS } from '../platform/storefronts/storefronts';

/** The countries the storefronts sell in, in storefront order: SE, NO, DK, FI, NL. */
export const PHONE_COUNTRIES: readonly string[] = STOREFRONT_CODES.map((code) => STOREFRONTS[code].countryCode);

/**
 * The metadata of `countries` only: their numbering plans, and each calling code that one of them
 * uses, mapped to those of them that use it (+47 is Norway's alone here, not Svalbard's too). No
 * non-geographic numbering plans (+800, +882 ...): no storefront takes such a number.
 */
export function phoneMetadataOf(source: MetadataJson, countries: readonly string[]): MetadataJson {
  const plans = source.countries as Record<string, unknown[] | undefined>;
  const missing = countries.filter((country) => plans[country] === undefined);
  if (missing.length > 0) throw new Error(`libphonenumber-js has no numbering plan for ${missing.join(', ')}`);
  const callingCodes = Object.entries(source.country_calling_codes).flatMap(([code, owners]) => {
    const kept = owners.filter((owner) => countries.includes(owner));
    return kept.length > 0 ? [[code, kept] as const] : [];
  });
  return {
    version: source.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(countries.map((country) => [country, plans[country]])),
    nonGeographic: {},
  };
}

/** libphonenumber-js's complete metadata, as installed. */
export function installedMetadata(): MetadataJson {
  const path = createRequire(import.meta.url).resolve('libphonenumber-js/metadata.max.json');
  return JSON.parse(readFileSync(path, 'utf8')) as MetadataJson;
}

/** The file as it is checked in: two-space JSON and a final newline. */
export function phoneMetadataFile(metadata: MetadataJson): string {
  return `${JSON.stringify(metadata, null, 2)}\n`;
}

export const PHONE_METADATA_PATH = new URL('../features/checkout/phone-metadata.json', import.meta.url);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const metadata = phoneMetadataOf(installedMetadata(), PHONE_COUNTRIES);
  writeFileSync(PHONE_METADATA_PATH, phoneMetadataFile(metadata));
  console.log(`Wrote ${fileURLToPath(PHONE_METADATA_PATH)}: ${Object.keys(metadata.countries).join(', ')}`);
}
