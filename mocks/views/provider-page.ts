import { formatMoney } from '@/platform/money/money';
import { getStorefront, type StorefrontCode } from '@/platform/storefronts/storefronts';
import type { PlacedOrder } from '@/mocks/data/placed-orders';
import { PROVIDER_TEXTS } from '@/mocks/data/provider-texts';

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values go into the page escaped: the return address comes from the request. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/**
 * The simulated provider's confirmation step: a self-contained page in the shopper's language with
 * the amount in the order's currency and one form whose two buttons post the decision back here.
 */
export function providerPage(order: PlacedOrder, locale: StorefrontCode, returnUrl: string): string {
  const texts = PROVIDER_TEXTS[locale];
  const amount = formatMoney(order.receipt.totals.total, getStorefront(order.locale));
  return `<!doctype html>
<html lang="${getStorefront(locale).iso}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title)}</title>
<style>
body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #1a1a1a; }
main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.5rem; }
.amount { font-size: 1.75rem; font-weight: 700; }
form { display: flex; gap: 1rem; flex-wrap: wrap; margin-top: 1.5rem; }
button { font: inherit; padding: 0.75rem 1.25rem; border-radius: 0.375rem; border: 2px solid #1d4ed8; cursor: pointer; }
button[value="approve"] { background: #1d4ed8; color: #fff; }
button[value="cancel"] { background: #fff; color: #1d4ed8; }
button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.notice)}</p>
<p>${escapeHtml(texts.order)}: ${escapeHtml(order.id)}</p>
<p>${escapeHtml(texts.amount)}: <span class="amount">${escapeHtml(amount)}</span></p>
<form method="post">
<input type="hidden" name="return" value="${escapeHtml(returnUrl)}">
<button type="submit" name="decision" value="approve">${escapeHtml(texts.approve)}</button>
<button type="submit" name="decision" value="cancel">${escapeHtml(texts.cancel)}</button>
</form>
</main>
</body>
</html>
`;
}
