import { CUSTOMER_TYPES } from '@/platform/api/vocabulary';
import { isValidDiscountCode } from '@/features/cart';
import { ACCESSORIES_VARIANTS } from '@/features/catalog';
import { MISFIT, bool, listOf, nullable, oneOf, orElse, shaped, text } from '@/platform/state/stored-value';
import type { SessionState } from '@/features/shell/store/session-store';

/*
 * How a value stored in sessionStorage `td02` is read back, before the first render and without zod
 * (decision 0055): every part is checked on its own and falls back to its empty value.
 */

const field = text(300);
const checkoutForm = shaped({
  customerType: oneOf(CUSTOMER_TYPES),
  email: field,
  mobile: field,
  name: field,
  street: field,
  postalCode: field,
  city: field,
  companyName: field,
  organisationNumber: field,
  vatNumber: field,
  reference: field,
});

const validCodes = (value: unknown): string[] => orElse(listOf(text()), [])(value).filter(isValidDiscountCode);

const storedSession = shaped({
  codes: validCodes,
  rejected: validCodes,
  accessories: orElse(nullable(oneOf(ACCESSORIES_VARIANTS)), null),
  checkoutForm: orElse(nullable(checkoutForm), null),
  termsAccepted: orElse(bool, false),
  placeKey: orElse(nullable(text(100)), null),
  pendingOrderId: orElse(nullable(text(100)), null),
});

/** The stored parts that validate; an unreadable value gives nothing. */
export function readPersistedSession(persisted: unknown): Partial<SessionState> {
  const read = storedSession(persisted ?? {});
  return read === MISFIT ? {} : read;
}
