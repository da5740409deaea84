import { BoundedMap } from '@/mocks/data/bounded-map';
import type { CustomerAddressBody } from '@/mocks/views/wire';

export type AccountKind = 'consumer' | 'business';

/** A customer account. The record is the account's state: profile edits and new passwords change it in place. */
export interface Account {
  id: number;
  kind: AccountKind;
  name: string;
  email: string;
  password: string;
  /** Personal discount percent per discount category id. */
  discounts: Readonly<Record<string, number>>;
  /**
   * E.164 once saved through the profile (docs/product/checkout.md, CHK-18); Anna's seeded number is
   * in the national form an account saved before that change still holds, which the shop shows alike.
   */
  mobile: string | null;
  address: CustomerAddressBody | null;
}

/** The password of every seeded and created account. */
export const DEMO_PASSWORD = 'Demo-1234';

/** The two seeded accounts as they start; the live records are copies. */
export const ACCOUNTS: readonly Readonly<Account>[] = [
  {
    id: 1,
    kind: 'consumer',
    name: 'Anna Svensson',
    email: 'anna.svensson@example.com',
    password: DEMO_PASSWORD,
    discounts: { '2': 5 },
    mobile: '0701234567',
    address: { street: 'Storgatan 12', postal_code: '118 53', city: 'Stockholm' },
  },
  {
    id: 2,
    kind: 'business',
    name: 'Verkstad Norden AB',
    email: 'inkop@verkstad.example',
    password: DEMO_PASSWORD,
    discounts: { '1': 10, '3': 15 },
    mobile: null,
    address: { street: 'Verkstadsvägen 3', postal_code: '415 02', city: 'Göteborg' },
  },
];

/** Accounts made by `POST /__mock/accounts`: the newest are kept, as checkouts and placed orders are. */
export const KEPT_ACCOUNTS = 5000;

const seeded = new Map<number, Account>(ACCOUNTS.map((account) => [account.id, { ...account }]));
const created = new BoundedMap<number, Account>(KEPT_ACCOUNTS);

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function accountById(id: number): Account | undefined {
  return seeded.get(id) ?? created.get(id);
}

export function accountByEmail(email: string): Account | undefined {
  for (const account of [...seeded.values(), ...created.values()]) if (sameEmail(account.email, email)) return account;
  return undefined;
}

export function accountByCredentials(email: string, password: string): Account | undefined {
  const account = accountByEmail(email);
  return account?.password === password ? account : undefined;
}

export function addAccount(account: Account): void {
  created.set(account.id, account);
}
