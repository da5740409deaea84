import { expect, test, type Page } from '@playwright/test';
import { formatMoney, percentOf } from '@/platform/money/money';
import { cartLink, categoryCouponCart, hydrated, MESSAGES, tieredProduct } from './shop';
import { backendGet, originOf, STOREFRONTS, type StorefrontCode } from './storefronts';

interface Widget {
  content: string;
  hidden: boolean;
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, '').trim();
const widget = (code: StorefrontCode, slug: 'cart-header' | 'cart-footer') => backendGet<Widget>(code, `/api/widget-by-slug/${slug}`);

function cartPanel(page: Page, code: StorefrontCode) {
  return page.getByRole('dialog', { name: MESSAGES[code].cart.title });
}

async function expectStorefrontBadges(page: Page, code: StorefrontCode) {
  const { payment, shipping, trust } = STOREFRONTS[code].icons.cartSlide;
  const names: Record<string, string> = MESSAGES[code].chrome.icons;
  const panel = cartPanel(page, code);
  for (const icon of [...payment, ...shipping, ...trust]) {
    const name = names[icon.name];
    expect(name, `the name of the ${icon.name} badge`).toBeTruthy();
    const badge = panel.getByRole('img', { name, exact: true });
    await expect(badge).toHaveAttribute('width', String(icon.width));
    await expect(badge).toHaveAttribute('height', String(icon.height));
  }
}

// sv sets the disclaimer and the shipping information, fi only the disclaimer, da only the shipping
// information and hides its cart footer (the mock's seed).
for (const code of ['sv', 'fi', 'da'] as const) {
  const storefront = STOREFRONTS[code];
  const t = MESSAGES[code];

  test(`${code}: the cart panel frames the lines with the storefront's widgets, badges and notes`, async ({ page }) => {
    const [header, footer, product] = await Promise.all([widget(code, 'cart-header'), widget(code, 'cart-footer'), tieredProduct(code)]);
    await page.goto(`${originOf(code)}/?cart=${cartLink([{ sku: product.sku, quantity: 1 }])}`);
    const panel = cartPanel(page, code);
    await expect(panel.locator(`.cart-line[data-sku="${product.sku}"]`)).toBeVisible();
    await expect(page.getByTestId('cart-total')).toBeVisible();

    expect(header.hidden).toBe(false);
    await expect(panel.locator('.cart-widget--header')).toHaveText(textOf(header.content));
    if (footer.hidden) {
      await expect(panel.locator('.cart-widget--footer')).toHaveCount(0);
      await expect(panel.getByText(textOf(footer.content))).toHaveCount(0);
    } else {
      await expect(panel.locator('.cart-widget--footer')).toHaveText(textOf(footer.content));
    }
    await expectStorefrontBadges(page, code);
    await expect(panel.getByText(t.cartPanel.priceDisclaimer)).toHaveCount(storefront.showPriceDisclaimer ? 1 : 0);
    await expect(panel.getByText(t.cartPanel.shippingInfo)).toHaveCount(storefront.showShippingInfo ? 1 : 0);
    await expect(panel.getByRole('link', { name: t.cart.toCheckout })).toBeVisible();
  });
}

test('sv: an empty cart panel keeps the header widget and the badges, without notes', async ({ page }) => {
  const t = MESSAGES.sv;
  const header = await widget('sv', 'cart-header');
  await page.goto(`${originOf('sv')}/`);
  await hydrated(page);
  await page.getByTestId('cart-count').click();
  const panel = cartPanel(page, 'sv');
  await expect(panel.getByText(t.cart.empty)).toBeVisible();
  await expect(panel.locator('.cart-widget--header')).toHaveText(textOf(header.content));
  await expectStorefrontBadges(page, 'sv');
  await expect(panel.getByText(t.cartPanel.priceDisclaimer)).toHaveCount(0);
  await expect(panel.getByText(t.cartPanel.shippingInfo)).toHaveCount(0);
});

for (const code of ['sv', 'fi'] as const) {
  const t = MESSAGES[code];
  const money = (minor: number) => formatMoney(minor, STOREFRONTS[code]);

  test(`${code}: a category coupon takes its percent off the line in its category and not the other`, async ({ page }) => {
    const { coupon, reached, other } = await categoryCouponCart(code, 5);
    const [reachedPrice, otherPrice] = [reached.tiers[0]!.p, other.tiers[0]!.p];
    await page.goto(
      `${originOf(code)}/?cart=${cartLink([
        { sku: reached.sku, quantity: 1 },
        { sku: other.sku, quantity: 1 },
      ])}`,
    );
    const panel = cartPanel(page, code);
    await expect(page.getByTestId('cart-total')).toHaveText(money(reachedPrice + otherPrice));

    const lookup = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/category-children');
    await panel.getByLabel(t.coupons.label).fill(coupon.code.toLowerCase());
    await panel.getByRole('button', { name: t.coupons.apply }).click();
    expect((await lookup).ok()).toBe(true);
    await expect(panel.getByRole('list', { name: t.coupons.applied })).toContainText(coupon.label);
    const discount = percentOf(reachedPrice, coupon.percent);
    await expect(panel.locator('.cart-totals__discount dd')).toHaveText(`−${money(discount)}`);
    await expect(page.getByTestId('cart-total')).toHaveText(money(reachedPrice + otherPrice - discount));

    await panel
      .locator(`.cart-line[data-sku="${reached.sku}"]`)
      .getByRole('button', { name: new RegExp(t.cart.remove) })
      .click();
    await expect(page.getByTestId('cart-total')).toHaveText(money(otherPrice));
    await expect(panel.locator('.cart-totals__discount')).toHaveCount(0);
  });
}
