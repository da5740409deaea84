import type { Account } from '@/mocks/data/accounts';
import { isSubscribed } from '@/mocks/data/newsletter';
import type { ProfileBody } from '@/mocks/views/wire';

export function profileBody(account: Account): ProfileBody {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    mobile: account.mobile,
    address: account.address && { ...account.address },
    discounts: { ...account.discounts },
    newsletter: isSubscribed(account.email),
  };
}
