import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, PASSWORD_MAX_LENGTH } from '@/features/account/password-rules';

describe('brokenPasswordRules', () => {
  it.each([
    ['Demo-1234', []],
    ['kaffe2026', []],
    ['Ääkkönen9', []],
    ['short1', ['length']],
    ['onlyletters', ['digit']],
    ['12345678', ['letter']],
    ['', ['length', 'letter', 'digit']],
    ['a1'.repeat(PASSWORD_MAX_LENGTH / 2) + 'x', ['length']],
  ] as const)('%j breaks %j', (candidate, broken) => {
    expect(brokenPasswordRules(candidate)).toEqual(broken);
  });
});
