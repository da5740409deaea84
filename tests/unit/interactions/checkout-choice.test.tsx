// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryFields } from '@/features/checkout/DeliveryFields';
import type { ShippingMethod } from '@/platform/api/types';
import { ShopContext, type ShopContextValue } from '@/platform/state/shop-context';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';
import messages from '@/messages/sv.json';

const method = (id: string, kind: ShippingMethod['kind']): ShippingMethod => ({
  id,
  processor: 'carrier-system',
  external_id: `${id}-ce`,
  kind,
  carrier: 'Budbilen',
  price: 4900,
  vat: 0.25,
  delivery_days: { min: 1, max: 2 },
});
const METHODS = [method('home-1', 'home'), method('home-2', 'home')];

/** The delivery methods over a cart that takes each choice handed to it, as the checkout's does. */
function Delivery({ onChoose }: { onChoose: (method: ShippingMethod) => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <DeliveryFields
      methods={METHODS}
      chosen={chosen}
      postalCode="11122"
      servicePoint={null}
      freeFrom={null}
      includeVat
      error={null}
      servicePointError={null}
      onChoose={(method) => {
        onChoose(method);
        setChosen(method.id);
      }}
      onChooseServicePoint={() => undefined}
    />
  );
}

function renderDelivery(onChoose: (method: ShippingMethod) => void) {
  const shop = { storefront: STOREFRONTS.sv } as ShopContextValue;
  render(
    <NextIntlClientProvider locale="sv" messages={messages} timeZone="Europe/Stockholm">
      <ShopContext.Provider value={shop}>
        <Delivery onChoose={onChoose} />
      </ShopContext.Provider>
    </NextIntlClientProvider>,
  );
  return screen.getAllByRole('radio');
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
afterEach(() => vi.useRealTimers());

describe('a checkout choice answers the tap first (docs/operating.md, OPS-73)', () => {
  it('shows the delivery method as chosen at once, and hands it to the cart once that has painted', async () => {
    const onChoose = vi.fn();
    const [, second] = renderDelivery(onChoose);
    fireEvent.click(second!);
    expect(second).toBeChecked();
    expect(onChoose).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersToNextFrame();
      await vi.runOnlyPendingTimersAsync();
    });
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(METHODS[1]);
  });

  it('keeps showing a later pick while the earlier one reaches the cart', async () => {
    const onChoose = vi.fn();
    const [first, second] = renderDelivery(onChoose);
    fireEvent.click(first!);
    void act(() => vi.advanceTimersToNextFrame());
    fireEvent.click(second!);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(METHODS[0]);
    expect(second).toBeChecked();
    await act(async () => {
      vi.advanceTimersToNextFrame();
      await vi.runOnlyPendingTimersAsync();
    });
    expect(onChoose).toHaveBeenLastCalledWith(METHODS[1]);
    expect(second).toBeChecked();
  });
});
