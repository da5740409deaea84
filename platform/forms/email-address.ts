/** A shopper's e-mail address: at checkout, in the profile, in the footer's newsletter form and a product's stock alert. */

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

/**
 * The address a one-field form sends (the newsletter, a stock alert), trimmed, or null: the same
 * check in the browser, which then sends nothing, and on the server, since a post need not come from
 * our form. One string, so no schema: zod would travel to every page with the footer (decision 0021).
 */
export function typedEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim();
  return isValidEmail(email) ? email : null;
}
