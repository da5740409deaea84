import { describe, expect, it } from 'vitest';
import type { CheckoutCountry } from '@/features/checkout/country';
import { isValidVatNumber, normaliseVatNumber } from '@/features/checkout/vat-number';

describe('isValidVatNumber: the country prefix, the organisation number with its check digits, the suffix', () => {
  it.each<[CheckoutCountry, string, boolean]>([
    ['SE', 'SE556036079301', true],
    ['SE', 'se 5560 3607 9301', true],
    ['SE', 'SE202100544801', true],
    ['SE', 'SE811218987601', true],
    ['SE', 'SE556036079401', false],
    ['SE', 'SE811318987501', false],
    ['SE', 'SE556036079302', false],
    ['SE', 'SE5560360793', false],
    ['SE', 'SE55603607930', false],
    ['SE', 'SE556036-079301', false],
    ['SE', '556036079301', false],
    ['SE', 'NO556036079301', false],
    ['SE', '', false],
    ['NO', 'NO923609016MVA', true],
    ['NO', 'no 923 609 016 mva', true],
    ['NO', 'NO974760673MVA', true],
    ['NO', 'NO923609017MVA', false],
    ['NO', 'NO723609011MVA', false],
    ['NO', 'NO923609016', false],
    ['NO', '923609016MVA', false],
    ['NO', 'NO92360901MVA', false],
    ['DK', 'DK10150817', true],
    ['DK', 'dk 10 15 08 17', true],
    ['DK', 'DK61056416', true],
    ['DK', 'DK10150818', false],
    ['DK', 'DK01500813', false],
    ['DK', 'DK1015081', false],
    ['DK', '10150817', false],
    ['FI', 'FI01120389', true],
    ['FI', 'fi 0112 0389', true],
    ['FI', 'FI19274001', true],
    ['FI', 'FI01120388', false],
    ['FI', 'FI01120321', false],
    ['FI', 'FI0112038-9', false],
    ['FI', 'FI0112038', false],
    ['NL', 'NL123456789B01', true],
    ['NL', 'nl 1234 5678 9b01', true],
    ['NL', 'NL123456789B1', false],
    ['NL', 'NL12345678B01', false],
    ['NL', 'NL123456789C01', false],
    ['NL', 'NL123456789', false],
    ['NL', 'NL33014286', false],
    ['NL', 'SE123456789B01', false],
  ])('%s: %j -> %s', (country, value, expected) => {
    expect(isValidVatNumber(country, value)).toBe(expected);
  });
});

describe('normaliseVatNumber: upper case without whitespace', () => {
  it.each([
    [' se 5560 3607 9301 ', 'SE556036079301'],
    ['no 923 609 016 mva', 'NO923609016MVA'],
    ['nl123456789b01', 'NL123456789B01'],
    ['FI0112038-9', 'FI0112038-9'],
  ])('%j -> %j', (value, expected) => {
    expect(normaliseVatNumber(value)).toBe(expected);
  });
});
