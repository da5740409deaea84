import type { Localized } from '@/mocks/data/localized';

/**
 * Where seeded and created orders were delivered, in the asking storefront's country (their prices
 * are in its currency too), with the customer's name added.
 */
export const DEMO_ADDRESSES: Localized<{ street: string; postal_code: string; city: string }> = {
  sv: { street: 'Storgatan 12', postal_code: '118 53', city: 'Stockholm' },
  no: { street: 'Karl Johans gate 22', postal_code: '0159', city: 'Oslo' },
  da: { street: 'Vesterbrogade 45', postal_code: '1620', city: 'København V' },
  fi: { street: 'Mannerheimintie 14', postal_code: '00100', city: 'Helsinki' },
  nl: { street: 'Damrak 70', postal_code: '1012 LM', city: 'Amsterdam' },
};
