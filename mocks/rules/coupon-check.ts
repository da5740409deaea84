import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { containingCategoryIds, productBySku } from '@/mocks/data/catalog';
import { categoryByKey } from '@/mocks/data/categories';
import { couponByCode, type CouponDefinition, type CouponRule } from '@/mocks/data/coupons';
import { VAT_PERCENT } from '@/mocks/data/localized';
import type { CartItemInput } from '@/mocks/http/bodies';
import { lineTotal, priceLine, roundMoney, type PricedLine } from '@/mocks/rules/cart-pricing';
import { freeProductOf } from '@/mocks/rules/sync-cart';
import type { CouponBody } from '@/mocks/views/wire';

interface Cart {
  lines: PricedLine[];
  total: number;
  locale: StorefrontCode;
}

const sum = (lines: readonly PricedLine[]) => roundMoney(lines.reduce((total, line) => total + lineTotal(line), 0));
const quantityOf = (lines: readonly PricedLine[]) => lines.reduce((total, line) => total + line.quantity, 0);
const groupOf = (line: PricedLine) => line.entry.product.part.group;

function vatPart(amount: number, locale: StorefrontCode) {
  const rate = VAT_PERCENT[locale];
  return { vat_rate: rate, vat_amount: roundMoney((amount * rate) / (100 + rate)) };
}

type Outcome = Omit<CouponBody, 'code' | 'discount_label'>;

function percentage(rule: Extract<CouponRule, { kind: 'percentage' }>, cart: Cart): Outcome {
  const categories = (rule.categoryKeys ?? []).map((key) => categoryByKey(key).id);
  const inCategories = (line: PricedLine) => {
    const holding = containingCategoryIds(line.entry.product);
    return categories.some((id) => holding.has(id));
  };
  const eligible = cart.lines.filter(
    (line) =>
      (!rule.specificGroups || rule.specificGroups.includes(groupOf(line))) &&
      (!rule.excludedGroups || !rule.excludedGroups.includes(groupOf(line))) &&
      (!rule.specificDiscountCategories || rule.specificDiscountCategories.includes(line.entry.product.part.discountCategory)) &&
      (categories.length === 0 || inCategories(line)),
  );
  const failedMinimumSpend = rule.minimumSpend !== undefined && cart.total < rule.minimumSpend[cart.locale];
  const amount = roundMoney((sum(eligible) * rule.percent) / 100);
  return {
    applied: eligible.length > 0 && !failedMinimumSpend,
    percentage_discount: rule.percent,
    specific_groups: [...(rule.specificGroups ?? [])],
    excluded_groups: [...(rule.excludedGroups ?? [])],
    specific_discount_categories: [...(rule.specificDiscountCategories ?? [])],
    get_categories: categories,
    failed_minimum_spend: failedMinimumSpend,
    all_affected_items: eligible.map((line) => line.productId),
    ...vatPart(amount, cart.locale),
  };
}

function buyXGetY(rule: Extract<CouponRule, { kind: 'buy-x-get-y' }>, cart: Cart): Outcome {
  const matching = cart.lines.filter((line) => rule.groups.includes(groupOf(line)));
  const applied = quantityOf(matching) >= rule.buyX + rule.getY;
  const cheapest = Math.min(...matching.map((line) => line.unitPrice));
  const freeAmount = applied ? roundMoney(cheapest * rule.getY) : 0;
  const ids = matching.map((line) => line.productId);
  return {
    applied,
    buy_x: rule.buyX,
    get_y: rule.getY,
    buy_groups: [...rule.groups],
    get_groups: [...rule.groups],
    buy_products: ids,
    get_products: ids,
    all_affected_items: ids,
    buyx_free_amount: freeAmount,
    discount_type_percentage: 100,
    ...vatPart(freeAmount, cart.locale),
  };
}

function buyXIncrement(rule: Extract<CouponRule, { kind: 'buy-x-increment' }>, cart: Cart): Outcome {
  const steps = Math.floor(quantityOf(cart.lines) / rule.quantityInterval);
  const percent = steps === 0 ? 0 : Math.min(rule.maxPercent, rule.percentageInterval + (steps - 1) * rule.percentageIncrement);
  const amount = roundMoney((cart.total * percent) / 100);
  return {
    applied: percent > 0,
    percentage_discount: percent,
    quantity_interval: rule.quantityInterval,
    quantity_increment: rule.quantityIncrement,
    percentage_interval: rule.percentageInterval,
    percentage_increment: rule.percentageIncrement,
    percentage_total: rule.maxPercent,
    get_amount: amount,
    coupon_amounts: [amount],
    whole_order: true,
    all_affected_items: cart.lines.map((line) => line.productId),
    ...vatPart(amount, cart.locale),
  };
}

function outcome(rule: CouponRule, cart: Cart): Outcome {
  const hasItems = cart.lines.length > 0;
  switch (rule.kind) {
    case 'percentage':
      return percentage(rule, cart);
    case 'buy-x-get-y':
      return buyXGetY(rule, cart);
    case 'buy-x-increment':
      return buyXIncrement(rule, cart);
    case 'fixed': {
      const amount = rule.amount?.[cart.locale];
      return amount === undefined
        ? { applied: hasItems, discount_type_value: 3 }
        : { applied: hasItems, discount_type_value: 3, buyx_free_amount: amount, ...vatPart(amount, cart.locale) };
    }
    case 'customer-discount': {
      const amount = rule.amount[cart.locale];
      return { applied: hasItems, customer_discount: true, fixed_amount: amount, ...vatPart(amount, cart.locale) };
    }
    case 'free-product': {
      const product = freeProductOf(rule.partKey);
      return { applied: hasItems && product !== undefined, get_products: product ? [product.id] : [] };
    }
  }
}

function check(coupon: CouponDefinition, requestedCode: string, cart: Cart): CouponBody {
  return { code: requestedCode, discount_label: coupon.label[cart.locale], ...outcome(coupon.rule, cart) };
}

/** Known codes (matched case-insensitively, answered once, as sent) with `applied` computed from the cart. */
export function checkCoupons(codes: readonly string[], contents: readonly CartItemInput[], locale: StorefrontCode): CouponBody[] {
  const lines = contents.flatMap((item) => {
    const entry = item.added_by_coupon ? undefined : productBySku(item.sku);
    return entry && item.quantity > 0 ? [priceLine(entry, item.quantity, locale)] : [];
  });
  const cart: Cart = { lines, total: sum(lines), locale };
  const answered = new Set<string>();
  return codes.flatMap((code) => {
    const coupon = couponByCode(code);
    if (!coupon || answered.has(coupon.code)) return [];
    answered.add(coupon.code);
    return [check(coupon, code, cart)];
  });
}
