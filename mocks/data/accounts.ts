/** The two seeded customer accounts (password for both: Demo-1234). */
export interface Account {
  id: number;
  name: string;
  email: string;
  password: string;
  /** Personal discount percent per discount category id. */
  discounts: Readonly<Record<string, number>>;
}

export const ACCOUNTS: readonly Account[] = [
  { id: 1, name: 'Anna Svensson', email: 'anna.svensson@example.com', password: 'Demo-1234', discounts: { '2': 5 } },
  { id: 2, name: 'Verkstad Norden AB', email: 'inkop@verkstad.example', password: 'Demo-1234', discounts: { '1': 10, '3': 15 } },
];

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function accountByCredentials(email: string, password: string): Account | undefined {
  return ACCOUNTS.find((account) => sameEmail(account.email, email) && account.password === password);
}

export function accountById(id: number): Account | undefined {
  return ACCOUNTS.find((account) => account.id === id);
}
