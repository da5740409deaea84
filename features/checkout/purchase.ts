import type { Receipt } from '@/platform/api/types';

/**
 * The purchase as tracking knows it (docs/product/checkout.md, CHK-12); amounts in minor units.
 * It is kept in localStorage, so the e-mail is there as its hash only: nothing in the shop reads the
 * plain address back, and ad platforms match on the hash.
 */
export interface PurchaseTracking {
  items: { sku: string; quantity: number; price: number }[];
  orderID: string;
  totalAmount: number;
  totalVAT: number;
  netAmount: number;
  /** SHA-256, hex, of the trimmed lower-case e-mail: what ad platforms match on. */
  hashedEmail: string;
  coupons: string[];
}

export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Worked out on the server, where `crypto.subtle` exists whether or not the page is on https. */
export async function purchaseFromReceipt(receipt: Receipt): Promise<PurchaseTracking> {
  return {
    items: receipt.lines.map((line) => ({ sku: line.sku, quantity: line.quantity, price: line.price })),
    orderID: receipt.id,
    totalAmount: receipt.totals.total,
    totalVAT: receipt.totals.vat,
    netAmount: receipt.totals.total - receipt.totals.vat,
    hashedEmail: await sha256Hex(normalisedEmail(receipt.email)),
    coupons: receipt.coupons.map((coupon) => coupon.code),
  };
}

/** A purchase is counted once per order: a reload or the back button finds it already there. */
export function isNewPurchase(stored: PurchaseTracking | null, purchase: PurchaseTracking): boolean {
  return stored?.orderID !== purchase.orderID;
}
