import * as z from 'zod/mini';
import { CUSTOMER_TYPES } from '@/platform/api/vocabulary';
import { isValidDiscountCode } from '@/features/cart';
import { ACCESSORIES_VARIANTS } from '@/features/catalog';
import type { SessionState } from '@/features/shell/store/session-store';

/*
 * How a value stored in sessionStorage `td02` is read back: every part is checked on its own and
 * falls back to its empty value. The browser loads this only when something is stored (decision 0021).
 */

const text = z.string().check(z.maxLength(300));
const checkoutFormSchema = z.object({
  customerType: z.enum(CUSTOMER_TYPES),
  email: text,
  mobile: text,
  name: text,
  street: text,
  postalCode: text,
  city: text,
  companyName: text,
  organisationNumber: text,
  vatNumber: text,
  reference: text,
});

const persistedSessionSchema = z.object({
  codes: z.pipe(
    z.catch(z.array(z.string()), []),
    z.transform((codes) => codes.filter(isValidDiscountCode)),
  ),
  rejected: z.pipe(
    z.catch(z.array(z.string()), []),
    z.transform((codes) => codes.filter(isValidDiscountCode)),
  ),
  accessories: z.catch(z.nullable(z.enum(ACCESSORIES_VARIANTS)), null),
  checkoutForm: z.catch(z.nullable(checkoutFormSchema), null),
  termsAccepted: z.catch(z.boolean(), false),
  placeKey: z.catch(z.nullable(z.string().check(z.maxLength(100))), null),
  pendingOrderId: z.catch(z.nullable(z.string().check(z.maxLength(100))), null),
});
export type PersistedSession = z.input<typeof persistedSessionSchema>;

/** The stored parts that validate; an unreadable value gives nothing. */
export function readPersistedSession(persisted: unknown): Partial<SessionState> {
  const parsed = persistedSessionSchema.safeParse(persisted ?? {});
  return parsed.success ? parsed.data : {};
}
