// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { PurchaseChoice } from '@/features/cart/PurchaseChoice';
import type { CartItem } from '@/platform/api/types';
import messages from '@/messages/sv.json';
import { cartLine } from '../rules/fixtures';

const add = vi.fn<(request: { item: CartItem }) => Promise<void>>(() => Promise.resolve());
vi.mock('@/features/cart/use-add-to-cart', () => ({ useAddToCart: () => add }));

function renderChoice() {
  render(
    <NextIntlClientProvider locale="sv" messages={messages}>
      <PurchaseChoice item={cartLine({ sku: 'TDS10077' })} intervals={['1-month', '3-months']} />
    </NextIntlClientProvider>,
  );
}

/** Adds as a shopper would: the button is busy until the add before it is done. */
async function addToCart() {
  const button = screen.getByRole('button', { name: 'Lägg i varukorgen' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

const added = () => add.mock.lastCall?.[0].item.subscription_interval ?? null;

describe('PurchaseChoice (docs/product/orders.md, ORD-8)', () => {
  it('buys once until an interval is picked, then adds the line at that interval', async () => {
    renderChoice();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['once', '1-month', '3-months']);
    expect(screen.getByRole('radio', { name: 'Köp en gång' })).toBeChecked();
    await addToCart();
    expect(added()).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Prenumerera, leverans var tredje månad' }));
    await addToCart();
    expect(added()).toEqual({ name: '3-months' });

    fireEvent.click(screen.getByRole('radio', { name: 'Köp en gång' }));
    await addToCart();
    expect(added()).toBeNull();
  });
});
