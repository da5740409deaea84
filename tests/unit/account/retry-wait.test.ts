import fc from 'fast-check';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { retryWait } from '@/features/account/retry-wait';
import da from '@/messages/da.json';
import fi from '@/messages/fi.json';
import nl from '@/messages/nl.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';

const MESSAGES = { sv, no, da, fi, nl };

describe('how long a refused shopper is asked to wait', () => {
  it('in seconds under a minute, in whole minutes above, never zero', () => {
    expect(retryWait(1)).toEqual({ unit: 'seconds', count: 1 });
    expect(retryWait(0)).toEqual({ unit: 'seconds', count: 1 });
    expect(retryWait(59)).toEqual({ unit: 'seconds', count: 59 });
    expect(retryWait(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(retryWait(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(retryWait(900)).toEqual({ unit: 'minutes', count: 15 });
  });

  it('whatever number the answer carried: a whole count of at least one', () => {
    fc.assert(
      fc.property(fc.double(), (seconds) => {
        const wait = retryWait(seconds);
        expect(Number.isInteger(wait.count) && wait.count >= 1).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    ['sv', 'För många försök. Försök igen om 1 sekund.', 'För många försök. Försök igen om 15 minuter.'],
    ['no', 'For mange forsøk. Prøv igjen om 1 sekund.', 'For mange forsøk. Prøv igjen om 15 minutter.'],
    ['da', 'For mange forsøg. Prøv igen om 1 sekund.', 'For mange forsøg. Prøv igen om 15 minutter.'],
    ['fi', 'Liian monta yritystä. Yritä uudelleen 1 sekunnin kuluttua.', 'Liian monta yritystä. Yritä uudelleen 15 minuutin kuluttua.'],
    ['nl', 'Te veel pogingen. Probeer het over 1 seconde opnieuw.', 'Te veel pogingen. Probeer het over 15 minuten opnieuw.'],
  ] as const)('%s says it', (locale, second, minutes) => {
    const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'login' });
    expect(t('tooManyAttempts', retryWait(1))).toBe(second);
    expect(t('tooManyAttempts', retryWait(900))).toBe(minutes);
  });
});
