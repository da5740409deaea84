import type { CustomerType, PaymentMethod } from '@/platform/api/types';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import type { Localized } from '@/mocks/data/localized';

/** Card and wallet brands the card/wallet provider takes in each country. */
const CARD_WALLET_BRANDS: Localized<readonly string[]> = {
  sv: ['visa', 'mastercard', 'swish'],
  no: ['visa', 'mastercard', 'vipps'],
  da: ['visa', 'mastercard', 'dankort', 'mobilepay'],
  fi: ['visa', 'mastercard', 'mobilepay'],
  nl: ['ideal', 'visa', 'mastercard'],
};

/** Invoice and pay-later go through Klarna; a company gets the business variants of both. */
const KLARNA = ['klarna'];

export function paymentMethodsFor(locale: StorefrontCode, customerType: CustomerType): PaymentMethod[] {
  const cardWallet: PaymentMethod = { id: 'card-wallet', kind: 'card-wallet', provider: 'cardWallet', brands: [...CARD_WALLET_BRANDS[locale]] };
  if (customerType === 'company') {
    return [
      cardWallet,
      { id: 'invoice-company', kind: 'invoice', provider: 'invoice', brands: [...KLARNA] },
      { id: 'pay-later-company', kind: 'pay-later', provider: 'payLaterB2B', brands: [...KLARNA] },
    ];
  }
  return [
    cardWallet,
    { id: 'invoice', kind: 'invoice', provider: 'invoice', brands: [...KLARNA] },
    { id: 'pay-later', kind: 'pay-later', provider: 'payLaterB2C', brands: [...KLARNA] },
  ];
}
