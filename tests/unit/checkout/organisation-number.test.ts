import { describe, expect, it } from 'vitest';
import type { CheckoutCountry } from '@/features/checkout/country';
import { isValidOrganisationNumber, normaliseOrganisationNumber } from '@/features/checkout/organisation-number';

describe('isValidOrganisationNumber: SE organisationsnummer, Luhn; a legal entity or a sole trader', () => {
  it.each<[string, string, boolean]>([
    ['hyphenated', '556036-0793', true],
    ['10 digits', '5560360793', true],
    ['another legal entity', '556012-5790', true],
    ['a public authority (group 2)', '202100-5448', true],
    ['with spaces', ' 556036 - 0793 ', true],
    ['12 digits with the century 16', '165560360793', true],
    ['12 digits with the century 16, hyphenated', '16556036-0793', true],
    ['a sole trader: personnummer', '811218-9876', true],
    ['a sole trader: samordningsnummer, day 61', '811261-9872', true],
    ['a sole trader: samordningsnummer, day 91', '811291-9876', true],
    ['wrong check digit', '556036-0794', false],
    ['9 digits', '556036-079', false],
    ['11 digits', '55603607931', false],
    ['12 digits with another century', '195560360793', false],
    ['a personnummer with its century', '19811218-9876', false],
    ['a letter', '556036-079A', false],
    ['empty', '', false],
    ['whitespace only', '   ', false],
    ['a slash', '556036/0793', false],
    ['a dot', '556036.0793', false],
    ['a plus (the over-100 personnummer separator)', '811218+9876', false],
    ['a hyphen in the wrong place', '5560-360793', false],
    ['third digit below 2 and month 13', '811318-9875', false],
    ['month 00', '810018-9870', false],
    ['day 00', '811200-9876', false],
    ['day 32', '811232-9878', false],
    ['day 60', '811260-9873', false],
    ['day 92', '811292-9875', false],
  ])('%s: %j -> %s', (_label, value, expected) => {
    expect(isValidOrganisationNumber('SE', value)).toBe(expected);
  });
});

describe('isValidOrganisationNumber: NO organisasjonsnummer, 8 or 9 then MOD11', () => {
  it.each<[string, string, boolean]>([
    ['9 digits', '923609016', true],
    ['grouped with spaces', '923 609 016', true],
    ['starting with 8', '889640782', true],
    ['another', '974760673', true],
    ['a check digit 0 (sum divisible by 11)', '923609040', true],
    ['wrong check digit', '923609017', false],
    ['a sum that needs the check digit 10', '923609130', false],
    ['starting with 7', '723609011', false],
    ['8 digits', '92360901', false],
    ['10 digits', '9236090160', false],
    ['a letter', '92360901A', false],
    ['empty', '', false],
    ['hyphens', '923-609-016', false],
    ['dots', '923.609.016', false],
    ['with MVA', '923609016MVA', false],
  ])('%s: %j -> %s', (_label, value, expected) => {
    expect(isValidOrganisationNumber('NO', value)).toBe(expected);
  });
});

describe('isValidOrganisationNumber: DK CVR-nummer, weighted sum divisible by 11', () => {
  it.each<[string, string, boolean]>([
    ['8 digits', '10150817', true],
    ['another', '61056416', true],
    ['grouped in pairs', '22 75 62 14', true],
    ['another', '54562519', true],
    ['another', '24256790', true],
    ['wrong check digit', '10150818', false],
    ['a sum divisible by 11 but a leading 0', '01500813', false],
    ['7 digits', '1015081', false],
    ['9 digits', '101508170', false],
    ['with the DK prefix', 'DK10150817', false],
    ['empty', '', false],
    ['hyphens', '10-15-08-17', false],
    ['a dot', '1015.0817', false],
  ])('%s: %j -> %s', (_label, value, expected) => {
    expect(isValidOrganisationNumber('DK', value)).toBe(expected);
  });
});

describe('isValidOrganisationNumber: FI Y-tunnus, MOD11 with weights 7 9 10 5 8 4 2', () => {
  it.each<[string, string, boolean]>([
    ['hyphenated', '0112038-9', true],
    ['without the hyphen', '01120389', true],
    ['another', '1927400-1', true],
    ['another', '2858394-9', true],
    ['another', '0245437-2', true],
    ['remainder 0: check digit 0', '0112037-0', true],
    ['with spaces', ' 0112038 - 9 ', true],
    ['wrong check digit', '0112038-8', false],
    ['remainder 1: never issued', '0112032-1', false],
    ['the old 6-digit form', '112038-9', false],
    ['two check digits', '0112038-99', false],
    ['a letter', '0112038-X', false],
    ['empty', '', false],
    ['a slash', '0112038/9', false],
    ['an en dash', '0112038\u20139', false],
    ['a hyphen in the wrong place', '011203-89', false],
  ])('%s: %j -> %s', (_label, value, expected) => {
    expect(isValidOrganisationNumber('FI', value)).toBe(expected);
  });
});

describe('isValidOrganisationNumber: NL KvK-nummer, 8 digits without a check digit', () => {
  it.each<[string, string, boolean]>([
    ['8 digits', '33014286', true],
    ['grouped with a space', '3301 4286', true],
    ['another', '17001910', true],
    ['another', '35012085', true],
    ['7 digits', '3301428', false],
    ['9 digits', '330142860', false],
    ['a letter', '3301428A', false],
    ['empty', '', false],
    ['whitespace only', '  ', false],
    ['a hyphen', '3301-4286', false],
    ['a dot', '3301.4286', false],
  ])('%s: %j -> %s', (_label, value, expected) => {
    expect(isValidOrganisationNumber('NL', value)).toBe(expected);
  });
});

describe('normaliseOrganisationNumber: the form the backend receives', () => {
  it.each<[CheckoutCountry, string, string]>([
    ['SE', '5560360793', '556036-0793'],
    ['SE', ' 556036 - 0793 ', '556036-0793'],
    ['SE', '165560360793', '556036-0793'],
    ['SE', '16556036-0793', '556036-0793'],
    ['SE', '8112189876', '811218-9876'],
    ['NO', '923 609 016', '923609016'],
    ['DK', '22 75 62 14', '22756214'],
    ['FI', '01120389', '0112038-9'],
    ['FI', ' 0112038-9 ', '0112038-9'],
    ['NL', '3301 4286', '33014286'],
  ])('%s: %j -> %j', (country, value, expected) => {
    expect(normaliseOrganisationNumber(country, value)).toBe(expected);
  });

  it.each<[CheckoutCountry, string, string]>([
    ['SE', ' 556036 / 0793', '556036/0793'],
    ['NO', '923-609-016 ', '923-609-016'],
    ['FI', '0112038 X', '0112038X'],
  ])('%s: a value of the wrong shape %j only loses its whitespace: %j', (country, value, expected) => {
    expect(normaliseOrganisationNumber(country, value)).toBe(expected);
  });
});
