/**
 * The rules a new password must meet, stated to the customer before they type (the change-password
 * view lists them) and checked again by the backend. Length matters more than character classes;
 * one letter and one digit keep out the commonest single-word and all-digit choices.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordRule = 'length' | 'letter' | 'digit';
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'letter', 'digit'];

/** The rules a candidate breaks, in the order they are listed; empty when it is acceptable. */
export function brokenPasswordRules(candidate: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  if (candidate.length < PASSWORD_MIN_LENGTH || candidate.length > PASSWORD_MAX_LENGTH) broken.push('length');
  if (!/\p{L}/u.test(candidate)) broken.push('letter');
  if (!/\p{N}/u.test(candidate)) broken.push('digit');
  return broken;
}
