import * as z from 'zod/mini';
import { BUYER_TYPES } from '@/platform/api/vocabulary';
import { userFromAnswer } from '@/platform/session/public-user';

/** What our own session endpoints (app/api/session) answer: features/account/session/session-client.ts. */
export const publicProfileSchema = z.object({ name: z.string(), discounts: z.record(z.string(), z.number()), customerType: z.enum(BUYER_TYPES) });
/** A session answer, turned into the user on arrival: the session's end counts from this browser's clock. */
export const publicUserSchema = z.pipe(
  z.extend(publicProfileSchema, { orderId: z.nullable(z.string()), scopes: z.array(z.string()), sessionSeconds: z.number().check(z.positive()) }),
  z.transform((answer) => userFromAnswer(answer)),
);
export const errorSchema = z.object({ error: z.string() });
/** Whose account an e-mail link opens, masked by the shop: `a•••@example.com`. */
export const linkHolderSchema = z.object({ email: z.string() });
