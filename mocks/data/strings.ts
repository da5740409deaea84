import type { Localized } from '@/mocks/data/localized';

/** Translation strings the backend provides; merged into the UI messages at request time. */
export const BACKEND_STRINGS: Localized<Readonly<Record<string, string>>> = {
  sv: {
    'backend.freeShippingThreshold': 'Fri frakt över 499 kr',
    'backend.sameDayShipping': 'Beställ före 15.00 så skickar vi i dag',
    'backend.customerServiceHours': 'Kundservice vardagar 9–16',
    'backend.warranty': '12 månaders garanti på reservdelar',
    'backend.businessCustomers': 'Volympriser för verkstäder och företag',
  },
  no: {
    'backend.freeShippingThreshold': 'Fri frakt over 549 kr',
    'backend.sameDayShipping': 'Bestill før kl. 15.00, så sender vi i dag',
    'backend.customerServiceHours': 'Kundeservice hverdager 9–16',
    'backend.warranty': '12 måneders garanti på reservedeler',
    'backend.businessCustomers': 'Volumpriser for verksteder og bedrifter',
  },
  da: {
    'backend.freeShippingThreshold': 'Fri fragt over 399 kr.',
    'backend.sameDayShipping': 'Bestil inden kl. 15.00, så sender vi i dag',
    'backend.customerServiceHours': 'Kundeservice hverdage kl. 9–16',
    'backend.warranty': '12 måneders garanti på reservedele',
    'backend.businessCustomers': 'Mængdepriser til værksteder og virksomheder',
  },
  fi: {
    'backend.freeShippingThreshold': 'Ilmainen toimitus yli 49 €:n tilauksiin',
    'backend.sameDayShipping': 'Tilaa ennen klo 15.00, niin lähetämme tänään',
    'backend.customerServiceHours': 'Asiakaspalvelu arkisin klo 9–16',
    'backend.warranty': 'Varaosilla 12 kuukauden takuu',
    'backend.businessCustomers': 'Määräalennukset korjaamoille ja yrityksille',
  },
  nl: {
    'backend.freeShippingThreshold': 'Gratis verzending vanaf € 49',
    'backend.sameDayShipping': 'Voor 15.00 uur besteld, vandaag verstuurd',
    'backend.customerServiceHours': 'Klantenservice op werkdagen 9.00–16.00 uur',
    'backend.warranty': '12 maanden garantie op onderdelen',
    'backend.businessCustomers': 'Staffelprijzen voor werkplaatsen en bedrijven',
  },
};
