// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { BuyAgainReport } from '@/features/orders/buy-again/BuyAgainReport';
import type { BuyAgainOutcome } from '@/features/orders/buy-again/buy-again';
import sv from '@/messages/sv.json' with { type: 'json' };

function report(outcomes: BuyAgainOutcome[] | null) {
  return render(
    <NextIntlClientProvider locale="sv" messages={{ buyAgain: sv.buyAgain }}>
      <BuyAgainReport outcomes={outcomes} />
    </NextIntlClientProvider>,
  );
}

describe('BuyAgainReport', () => {
  it('is an empty status region until buying again is done', () => {
    report(null);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says everything came in when every line did', () => {
    report([{ kind: 'added', sku: 'A', name: 'Skärm', quantity: 2 }]);
    expect(screen.getByRole('status')).toHaveTextContent('Allt från ordern ligger nu i varukorgen.');
  });

  it('names each line that did not come in whole, with its reason, and not the lines that did', () => {
    report([
      { kind: 'added', sku: 'A', name: 'Skärm iPhone 13', quantity: 1 },
      { kind: 'missed', sku: 'B', name: 'Batteri iPhone 8', why: 'no-longer-sold' },
      { kind: 'missed', sku: 'C', name: 'Laddkontakt', why: 'out-of-stock' },
      { kind: 'missed', sku: 'D', name: 'Baksida', why: 'not-sold-here' },
      { kind: 'capped', sku: 'E', name: 'Tejp', quantity: 3, bought: 5, why: 'stock' },
      { kind: 'capped', sku: 'F', name: 'Skruv', quantity: 5000, bought: 8000, why: 'quantity-limit' },
    ]);
    const list = within(screen.getByRole('status')).getByRole('list', { name: 'Några varor från ordern kunde inte läggas i varukorgen:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Batteri iPhone 8 – säljs inte längre',
      'Laddkontakt – slut i lager',
      'Baksida – säljs inte i den här butiken',
      'Tejp – 3 av 5 st tillagda, fler finns inte i lager',
      'Skruv – 5000 av 8000 st tillagda, högst 5000 st per rad',
    ]);
  });
});
