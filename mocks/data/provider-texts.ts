import type { Localized } from '@/mocks/data/localized';

/** The simulated payment provider's confirmation page, in each storefront's language. */
export interface ProviderTexts {
  title: string;
  notice: string;
  order: string;
  amount: string;
  approve: string;
  cancel: string;
}

export const PROVIDER_TEXTS: Localized<ProviderTexts> = {
  sv: {
    title: 'Bekräfta betalningen',
    notice: 'Testbetalning: inga pengar dras.',
    order: 'Order',
    amount: 'Att betala',
    approve: 'Godkänn betalningen',
    cancel: 'Avbryt',
  },
  no: {
    title: 'Bekreft betalingen',
    notice: 'Testbetaling: ingen penger trekkes.',
    order: 'Bestilling',
    amount: 'Å betale',
    approve: 'Godkjenn betalingen',
    cancel: 'Avbryt',
  },
  da: {
    title: 'Bekræft betalingen',
    notice: 'Testbetaling: der trækkes ingen penge.',
    order: 'Ordre',
    amount: 'At betale',
    approve: 'Godkend betalingen',
    cancel: 'Annuller',
  },
  fi: {
    title: 'Vahvista maksu',
    notice: 'Testimaksu: rahaa ei veloiteta.',
    order: 'Tilaus',
    amount: 'Maksettavaa',
    approve: 'Hyväksy maksu',
    cancel: 'Peruuta',
  },
  nl: {
    title: 'Betaling bevestigen',
    notice: 'Testbetaling: er wordt geen geld afgeschreven.',
    order: 'Bestelling',
    amount: 'Te betalen',
    approve: 'Betaling goedkeuren',
    cancel: 'Annuleren',
  },
};
