import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { receiptSchema } from '@/platform/api/schemas';
import { type PurchaseTracking, isNewPurchase, normalisedEmail, purchaseFromReceipt, sha256Hex } from '@/features/checkout/purchase';

describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
  ])('%j -> %s', async (text, expected) => {
    expect(await sha256Hex(text)).toBe(expected);
  });

  it.each(['anna@example.com', 'åsa.öberg@exempel.se', '\u{1f600}', 'x'.repeat(1000)])('%j: UTF-8, as node:crypto hashes it', async (text) => {
    expect(await sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});

describe('normalisedEmail: trimmed, lower case', () => {
  it.each([
    [' Anna@Example.com ', 'anna@example.com'],
    ['ANNA@EXAMPLE.SE\n', 'anna@example.se'],
    ['\tBo.Ek@Exempel.Fi', 'bo.ek@exempel.fi'],
    ['anna@example.com', 'anna@example.com'],
  ])('%j -> %j', (email, expected) => {
    expect(normalisedEmail(email)).toBe(expected);
  });
});

/** A receipt as the backend sends it: decimal kronor. */
const receipt = receiptSchema.parse({
  id: 'TD-1001',
  created_at: '2025-06-01T10:00:00Z',
  email: ' Anna@Example.com ',
  mobile: '0701234567',
  customer_type: 'private',
  company: null,
  address: { name: 'Anna Svensson', street: 'Storgatan 1', postal_code: '113 50', city: 'Stockholm', country_code: 'SE' },
  lines: [
    { sku: 'TDS11', name: 'iPhone 13 Skärm OLED', slug: 'iphone-13-skarm', quantity: 2, price: 1299, vat: 25 },
    { sku: 'TDB12', name: 'iPhone 13 Batteri', slug: 'iphone-13-batteri', quantity: 1, price: 49.5, vat: 25 },
  ],
  coupons: [
    { code: 'SOMMAR10', label: '10 %', amount: 265 },
    { code: 'FRAKTFRI', amount: 0 },
  ],
  shipping: {
    kind: 'home',
    carrier: 'PostNord',
    price: 49,
    vat: 25,
    delivery_days: { min: 1, max: 3 },
    service_point: null,
  },
  payment: { kind: 'card-wallet', provider: 'cardWallet' },
  totals: { subtotal: 2647.5, discount: 265, shipping: 49, vat: 486.3, total: 2431.5 },
});

describe('purchaseFromReceipt: the purchase as tracking knows it, in minor units', () => {
  it('takes lines, totals, the hashed e-mail and coupon codes from the receipt', async () => {
    expect(await purchaseFromReceipt(receipt)).toEqual({
      items: [
        { sku: 'TDS11', quantity: 2, price: 129_900 },
        { sku: 'TDB12', quantity: 1, price: 4950 },
      ],
      orderID: 'TD-1001',
      totalAmount: 243_150,
      totalVAT: 48_630,
      netAmount: 194_520,
      hashedEmail: await sha256Hex('anna@example.com'),
      coupons: ['SOMMAR10', 'FRAKTFRI'],
    } satisfies PurchaseTracking);
  });

  it.each([' Anna@Example.com ', 'anna@example.com', 'ANNA@EXAMPLE.COM\t'])('hashes %j as the trimmed lower-case address', async (email) => {
    const purchase = await purchaseFromReceipt({ ...receipt, email });
    expect(purchase.hashedEmail).toBe(await sha256Hex('anna@example.com'));
    expect(purchase.hashedEmail).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps no plain e-mail: the record is stored in the browser', async () => {
    const purchase = await purchaseFromReceipt(receipt);
    expect(purchase).not.toHaveProperty('email');
    expect(JSON.stringify(purchase)).not.toMatch(/anna@example\.com/i);
  });

  it('net amount is the total less the VAT in it', async () => {
    const purchase = await purchaseFromReceipt(receipt);
    expect(purchase.netAmount + purchase.totalVAT).toBe(purchase.totalAmount);
  });

  it('a receipt without coupons gives none', async () => {
    expect((await purchaseFromReceipt({ ...receipt, coupons: [] })).coupons).toEqual([]);
  });
});

describe('isNewPurchase: counted once per order', () => {
  const purchase = (orderID: string): PurchaseTracking => ({
    items: [],
    orderID,
    totalAmount: 0,
    totalVAT: 0,
    netAmount: 0,
    hashedEmail: '',
    coupons: [],
  });

  it.each<[string, PurchaseTracking | null, string, boolean]>([
    ['nothing stored yet', null, 'TD-1001', true],
    ['the same order again (reload, back button)', purchase('TD-1001'), 'TD-1001', false],
    ['a later order', purchase('TD-1001'), 'TD-1002', true],
  ])('%s -> %s', (_, stored, orderID, expected) => {
    expect(isNewPurchase(stored, purchase(orderID))).toBe(expected);
  });
});
