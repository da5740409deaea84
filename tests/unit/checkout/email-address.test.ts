import { describe, expect, it } from 'vitest';
import { isValidEmail } from '@/platform/forms/email-address';

describe('isValidEmail: one @, no whitespace, a dotted domain, 64 before the @ and 254 in all', () => {
  const local64 = 'a'.repeat(64);
  const domainFor = (total: number) => `${'b'.repeat(total - 64 - 1 - '.com'.length)}.com`;

  it.each<[string, string, boolean]>([
    ['plain', 'anna@example.se', true],
    ['dots, plus and a subdomain', 'anna.svensson+order@mail.example.co.uk', true],
    ['upper case', 'ANNA@EXAMPLE.SE', true],
    ['a Nordic letter', 'åsa@exempel.se', true],
    ['64 characters before the @', `${local64}@example.se`, true],
    ['254 characters', `${local64}@${domainFor(254)}`, true],
    ['empty', '', false],
    ['no @', 'anna.example.se', false],
    ['nothing after the @', 'anna@', false],
    ['nothing before the @', '@example.se', false],
    ['no dot in the domain', 'anna@example', false],
    ['two @', 'anna@ex@ample.se', false],
    ['@@', 'anna@@example.se', false],
    ['a space in the local part', 'anna svensson@example.se', false],
    ['a space in the domain', 'anna@example .se', false],
    ['a leading space', ' anna@example.se', false],
    ['the domain starts with a dot', 'anna@.se', false],
    ['the domain ends with a dot', 'anna@example.', false],
    ['two dots in a row in the domain', 'anna@example..se', false],
    ['65 characters before the @', `a${local64}@example.se`, false],
    ['255 characters', `${local64}@${domainFor(255)}`, false],
  ])('%s -> %s', (_label, value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});
