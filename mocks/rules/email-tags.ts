/**
 * Test tags in the local part of an order's e-mail, like payment providers' test addresses: they pick
 * an outcome on purpose (`anna+declined@example.com`) and combine (`anna+price+confirm@example.com`).
 * Case does not matter. The table is in mocks/README.md.
 */
const EMAIL_TAGS = ['declined', 'error', 'confirm', 'price', 'stock', 'slow'] as const;
export type EmailTag = (typeof EMAIL_TAGS)[number];

const isEmailTag = (value: string): value is EmailTag => (EMAIL_TAGS as readonly string[]).includes(value);

export function emailTags(email: string): ReadonlySet<EmailTag> {
  const localPart = email.slice(0, email.lastIndexOf('@')).toLowerCase();
  return new Set(localPart.split('+').slice(1).filter(isEmailTag));
}
