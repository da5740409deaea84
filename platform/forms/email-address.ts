/** A shopper's e-mail address: at checkout, in the profile and in the footer's newsletter form. */

export const EMAIL_MAX_LENGTH = 254;
/** At most 64 characters before the @ and 254 in all (RFC 5321); past that, mail servers refuse the address. */
const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * A pragmatic check that catches typing errors, not a full RFC 5322 parser: one @, no whitespace, a
 * local part of 1 to 64 characters and a domain of at least two dot-separated, non-empty labels.
 * Whether the address exists only the order confirmation can tell.
 */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
