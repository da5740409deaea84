/**
 * The page header and navigation (docs/product/chrome.md, CHR-1 to CHR-7), on
 * the desktop and phone projects.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { CATEGORY_SCROLL_STEP_PX, USP_AUTOPLAY_MS } from '@/features/shell/header/constants';
import { CUSTOMER_SERVICE_SLUG } from '@/platform/storefronts/customer-service';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { MASONRY_COLUMN_WIDTH_PX, MASONRY_COLUMNS, MASONRY_GAP_PX, MASONRY_TABLET_COLUMNS, MOBILE_MENU_BRAND_COUNT } from '@/features/shell/menu/constants';
import { freezeClock, hydrated, MESSAGES } from './shop';
import { backendGet, onPhoneIn, originOf, STOREFRONT_CODES, STOREFRONTS, type StorefrontCode } from './storefronts';

interface WireCategory {
  id: number;
  name: string;
  uri: string;
  show_in_menu: boolean;
  children: WireCategory[];
}

// A development server compiles each route and client chunk on first use; a production build answers at once.
test.slow(!process.env.CI, 'a development server compiles on demand');
const expect = baseExpect.configure({ timeout: 15_000 });
/** Client-side navigations may wait for a route to compile. */
const NAVIGATION = { timeout: 30_000 };

const mainMenu = async (code: StorefrontCode) =>
  (await backendGet<WireCategory[]>(code, '/api/product-categories', { v: '2', main_menu: 'true' })).filter((c) => c.show_in_menu);

async function openHome(page: Page, code: StorefrontCode) {
  await page.goto(`${originOf(code)}/`);
  await hydrated(page);
}

const categoryNav = (page: Page, code: StorefrontCode) => page.getByRole('navigation', { name: MESSAGES[code].header.categoriesLabel });

for (const code of STOREFRONT_CODES) {
  const t = MESSAGES[code].header;

  test.describe(`${code} header`, () => {
    test('fits the screen, names every control and keeps targets at 24px or more', async ({ page, isMobile }) => {
      // 320px: WCAG 1.4.10 reflow, the narrowest phone the shop must fit without sideways scrolling.
      const widths = isMobile ? [320, 360, 412] : [1280];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await openHome(page, code);
        // Against the width set, not window.innerWidth: a phone widens its layout viewport to fit what overflows.
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `page overflows at ${width}px`).toBeLessThanOrEqual(width);
        const header = page.locator('header.site-header');
        const headerBox = await header.boundingBox();
        expect(headerBox!.width).toBeLessThanOrEqual(width);
        const small = await header.evaluate((element, viewport) => {
          const controls = [...element.querySelectorAll<HTMLElement>('a, button, input')].filter((control) => control.checkVisibility());
          return controls
            .map((control) => ({ html: control.outerHTML.slice(0, 100), box: control.getBoundingClientRect() }))
            .filter(({ box }) => box.right > 0 && box.left < viewport) // scrolled out of the category row
            .filter(({ box }) => Math.round(box.width) < 24 || Math.round(box.height) < 24)
            .map(({ html, box }) => `${html}: ${Math.round(box.width)}x${Math.round(box.height)}`);
        }, width);
        expect(small, 'targets smaller than 24 x 24 px').toEqual([]);
        for (const control of await header.locator('a:visible, button:visible').all()) await expect(control).toHaveAccessibleName(/\S/);
      }
    });

    // One visit to the home page for what the header holds in each storefront: the words, the VAT
    // switch, the customer-service slug and which country is current differ between them.
    test(
      'three selling points, the search, the cart, the VAT switch where allowed, a locale dropdown of sv, no, da and fi on their own domains, never nl, and the customer-service link',
      onPhoneIn('no', code),
      async ({ page, isMobile }) => {
        await openHome(page, code);
        await expect(page.getByRole('list', { name: t.uspLabel })).toBeVisible();
        const usps = page.locator('.usp-bar__item');
        await expect(usps).toHaveCount(3);
        await expect(usps).toHaveText([t.usps.delivery, t.usps.freeShipping, t.usps.returns]);
        await expect(page.locator('.usp-bar__item:visible')).toHaveCount(isMobile ? 1 : 3);
        await expect(page.getByRole('search')).toBeVisible();
        await expect(page.getByTestId('cart-count')).toBeVisible();
        await expect(page.getByRole('group', { name: MESSAGES[code].vat.legend })).toHaveCount(STOREFRONTS[code].allowExVAT ? 1 : 0);

        const button = page.getByRole('button', { name: new RegExp(`^${t.country}: ${STOREFRONTS[code].country}`) });
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const list = page.locator(`#${await button.getAttribute('aria-controls')}`);
        const links = list.getByRole('link');
        await expect(links).toHaveText(['sv', 'no', 'da', 'fi'].map((other) => STOREFRONTS[other as StorefrontCode].country));
        for (const other of ['sv', 'no', 'da', 'fi'] as const) {
          const link = list.getByRole('link', { name: STOREFRONTS[other].country });
          await expect(link).toHaveAttribute('href', `${originOf(other)}/`);
          if (other === code) await expect(link).toHaveAttribute('aria-current', 'true');
          else await expect(link).not.toHaveAttribute('aria-current', /.*/);
        }
        await expect(list.getByRole('link', { name: STOREFRONTS.nl.country })).toHaveCount(0);

        await links.first().focus();
        await page.keyboard.press('Escape');
        await expect(list).toBeHidden();
        await expect(button).toBeFocused();

        const customerService = page.locator('header').getByRole('link', { name: t.customerService, exact: true });
        await expect(customerService).toHaveAttribute('href', `/${CUSTOMER_SERVICE_SLUG[code]}`);
        await customerService.click();
        await expect(page).toHaveURL(`${originOf(code)}/${CUSTOMER_SERVICE_SLUG[code]}`, NAVIGATION);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      },
    );
  });
}

test.describe('sv header', () => {
  const code = 'sv';
  const t = MESSAGES[code].header;

  test('account link: the login dialog, then account orders, or the order of an order lookup', async ({ page }) => {
    await openHome(page, code);
    const account = page.getByRole('link', { name: t.account });
    await expect(account).toHaveAttribute('href', '/my-account/orders');
    await account.click();
    const login = page.getByRole('dialog', { name: MESSAGES[code].login.title });
    await expect(login).toBeVisible();
    await expect(page).toHaveURL(`${originOf(code)}/`, NAVIGATION);
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();

    // An order-lookup session (scope my-order) goes to its order.
    // Seeded before any script of the page runs, so no write of the page's own store races it; its
    // session has most of its hour left, so the page does not refresh it (and find no cookie) first.
    await page.addInitScript(() => {
      const user = { name: 'Erik', orderId: 'TD-100237', scopes: ['my-order'], discounts: {}, sessionEndsAt: Date.now() + 3_000_000 };
      localStorage.setItem('td02', JSON.stringify({ state: { user }, version: 1 }));
    });
    await page.reload();
    await hydrated(page);
    await expect(account).toHaveAttribute('href', '/my-order/TD-100237');
    await account.click();
    await expect(page).toHaveURL(`${originOf(code)}/my-order/TD-100237`, NAVIGATION);
  });

  test('account link: a signed-in customer goes to the account orders', async ({ page }) => {
    await openHome(page, code);
    await page.getByRole('link', { name: t.account }).click();
    const login = page.getByRole('dialog', { name: MESSAGES[code].login.title });
    await login.getByLabel(MESSAGES[code].login.email).fill('inkop@verkstad.example');
    await login.getByLabel(MESSAGES[code].login.password).fill('Demo-1234');
    await login.getByRole('button', { name: MESSAGES[code].login.submit }).click();
    await expect(page).toHaveURL(`${originOf(code)}/my-account/orders`, NAVIGATION);
    await openHome(page, code);
    await page.getByRole('link', { name: t.account }).click();
    await expect(page).toHaveURL(`${originOf(code)}/my-account/orders`, NAVIGATION);
    await expect(page.getByRole('dialog', { name: MESSAGES[code].login.title })).toBeHidden();
  });

  test('selling points: all three on a desktop; one at a time on a phone, every 3000 ms', async ({ page, isMobile }) => {
    await freezeClock(page);
    await openHome(page, code);
    if (!isMobile) {
      await expect(page.locator('.usp-bar')).not.toHaveAttribute('data-rotating', /.*/);
      await expect(page.getByRole('button', { name: t.uspPause })).toBeHidden();
      return;
    }
    await expect(page.locator('.usp-bar')).toHaveAttribute('data-rotating', 'true');
    const active = page.locator('.usp-bar__item[data-active]');
    await expect(active).toHaveText(t.usps.delivery);
    // The clock stands still until advanced, so each selling point shows exactly USP_AUTOPLAY_MS.
    for (const next of [t.usps.freeShipping, t.usps.returns, t.usps.delivery]) {
      const shown = await active.textContent();
      await page.clock.runFor(USP_AUTOPLAY_MS - 1);
      await expect(active).toHaveText(shown!);
      await page.clock.runFor(1);
      await expect(active).toHaveText(next);
    }
  });

  test('selling points: the pause button and hovering stop the rotation', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the selling points rotate on phones only');
    await freezeClock(page);
    await openHome(page, code);
    const bar = page.locator('.usp-bar');
    const active = page.locator('.usp-bar__item[data-active]');
    await page.getByRole('button', { name: t.uspPause }).click();
    await page.mouse.move(5, 700);
    await expect(bar).not.toHaveAttribute('data-rotating', /.*/);
    const shown = await active.textContent();
    await page.clock.runFor(USP_AUTOPLAY_MS * 3);
    await expect(active).toHaveText(shown!);

    await page.getByRole('button', { name: t.uspPlay }).click();
    await expect(bar).not.toHaveAttribute('data-rotating', /.*/); // the pointer rests on it
    await page.clock.runFor(USP_AUTOPLAY_MS * 3);
    await expect(active).toHaveText(shown!);
    await page.mouse.move(5, 700);
    await expect(bar).toHaveAttribute('data-rotating', 'true');
    await page.clock.runFor(USP_AUTOPLAY_MS);
    await expect(active).not.toHaveText(shown!);
  });

  test('selling points: no rotation and no pause button with reduced motion', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the selling points rotate on phones only');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await openHome(page, code);
    await expect(page.getByRole('button', { name: t.uspPause })).toHaveCount(0);
    await page.clock.runFor(USP_AUTOPLAY_MS * 3);
    await expect(page.locator('.usp-bar__item[data-active]')).toHaveText(t.usps.delivery);
  });

  test('the category row scrolls 230px per button press and disables the button at each end', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the row overflows on phones; at 1280px all top categories fit');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 360, height: 800 });
    await openHome(page, code);
    const nav = categoryNav(page, code);
    // A disabled scroll button is also hidden, so it is out of the accessibility tree.
    const previous = nav.getByRole('button', { name: t.scrollPrevious, includeHidden: true });
    const next = nav.getByRole('button', { name: t.scrollNext, includeHidden: true });
    const scroller = nav.locator('.cat-nav__scroller');
    const position = () => scroller.evaluate((element) => Math.round(element.scrollLeft));
    const max = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(max).toBeGreaterThan(CATEGORY_SCROLL_STEP_PX);

    await expect(next).toBeEnabled();
    await expect(previous).toBeDisabled();
    await expect(previous).toBeHidden();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(position).toBe(CATEGORY_SCROLL_STEP_PX);
    await expect(previous).toBeEnabled();
    for (let pressed = 2; pressed * CATEGORY_SCROLL_STEP_PX < max + CATEGORY_SCROLL_STEP_PX; pressed++) await page.keyboard.press('Enter');
    await expect.poll(position).toBe(max);
    await expect(next).toBeDisabled();
    // The disabled button handed keyboard focus to its partner.
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(position).toBe(max - CATEGORY_SCROLL_STEP_PX);

    // Tabbing to the last category scrolls it into view.
    const links = nav.locator('.cat-nav__scroller a:visible');
    await links.last().focus();
    await expect(links.last()).toBeInViewport();
  });

  test('the top categories link to their pages on a phone; the menu button is hidden on a desktop', async ({ page, isMobile }) => {
    await openHome(page, code);
    const menu = await mainMenu(code);
    const nav = categoryNav(page, code);
    const first = menu[0]!;
    if (isMobile) {
      await expect(nav.getByRole('link', { name: first.name, exact: true })).toHaveAttribute('href', `/${ROUTE_WORDS.category[code]}/${first.uri}`);
      await expect(nav.getByRole('button', { name: first.name, exact: true })).toBeHidden();
    } else {
      await expect(page.getByRole('button', { name: t.menu })).toBeHidden();
      await expect(nav.getByRole('button', { name: first.name, exact: true })).toBeVisible();
    }
  });

  test('mega menu: a masonry of child categories, Escape closes and focus returns', async ({ page, isMobile }) => {
    test.skip(isMobile, 'phones get the drill-down menu');
    await openHome(page, code);
    const menu = await mainMenu(code);
    const top = menu.find((category) => category.children.length > 0)!;
    const nav = categoryNav(page, code);
    const toggle = nav.getByRole('button', { name: top.name, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    const all = panel.getByRole('link', { name: t.allIn.replace('{name}', top.name) });
    await expect(all).toHaveAttribute('href', `/${ROUTE_WORDS.category[code]}/${top.uri}`);
    const children = top.children.filter((child) => child.show_in_menu);
    for (const child of children) {
      await expect(panel.getByRole('link', { name: child.name, exact: true })).toHaveAttribute('href', `/${ROUTE_WORDS.category[code]}/${child.uri}`);
    }
    const grid = panel.locator('.mega-panel__grid');
    const columns = () =>
      grid.evaluate((element) => {
        const style = getComputedStyle(element);
        return { count: style.columnCount, width: style.columnWidth, gap: style.columnGap, box: element.getBoundingClientRect().width };
      });
    expect(await columns()).toEqual({
      count: String(MASONRY_COLUMNS),
      width: `${MASONRY_COLUMN_WIDTH_PX}px`,
      gap: `${MASONRY_GAP_PX}px`,
      box: MASONRY_COLUMNS * MASONRY_COLUMN_WIDTH_PX + (MASONRY_COLUMNS - 1) * MASONRY_GAP_PX,
    });

    // Keyboard: the panel's links follow the button; Escape closes and returns focus.
    await toggle.focus();
    await page.keyboard.press('Tab');
    await expect(all).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.mouse.click(640, 700);
    await expect(panel).toBeHidden();

    // Tablets (830-1024px) get three columns.
    await page.setViewportSize({ width: 900, height: 800 });
    await toggle.click();
    expect((await columns()).count).toBe(String(MASONRY_TABLET_COLUMNS));

    // A link in the panel navigates and closes it.
    await panel.getByRole('link', { name: children[0]!.name, exact: true }).click();
    await expect(page).toHaveURL(`${originOf(code)}/${ROUTE_WORDS.category[code]}/${children[0]!.uri}`, NAVIGATION);
    await expect(panel).toBeHidden();
  });

  test('mobile menu: drill down, back, brands, close', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'desktops get the mega menu');
    await openHome(page, code);
    const menu = await mainMenu(code);
    const brands = await backendGet<{ slug: string; name: string }[]>(code, '/api/brands');
    const top = menu.find((category) => category.children.length > 0)!;

    const opener = page.getByRole('button', { name: t.menu });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: t.menu });
    await expect(dialog).toBeVisible();
    for (const category of menu) {
      const role = category.children.length > 0 ? 'button' : 'link';
      await expect(dialog.getByRole(role, { name: category.name, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('button', { name: t.back })).toHaveCount(0);

    await dialog.getByRole('button', { name: top.name, exact: true }).click();
    const level = page.getByRole('dialog', { name: top.name });
    await expect(level.getByRole('heading', { name: top.name })).toBeFocused();
    await expect(level.getByRole('link', { name: t.allIn.replace('{name}', top.name) })).toHaveAttribute('href', `/${ROUTE_WORDS.category[code]}/${top.uri}`);
    for (const child of top.children) await expect(level.getByRole(child.children.length ? 'button' : 'link', { name: child.name, exact: true })).toBeVisible();
    await level.getByRole('button', { name: t.back }).click();
    await expect(dialog.getByRole('heading', { name: t.menu })).toBeVisible();

    await dialog.getByRole('button', { name: t.brands }).click();
    const brandView = page.getByRole('dialog', { name: t.brands });
    const brandLinks = brandView.getByTestId('mobile-menu-brands').getByRole('link');
    await expect(brandLinks).toHaveCount(MOBILE_MENU_BRAND_COUNT);
    await expect(brandLinks).toHaveText(brands.map((brand) => brand.name));
    expect(brands.map((brand) => brand.slug)).toEqual([
      'apple',
      'google-pixel',
      'huawei',
      'motorola',
      'oneplus',
      'samsung',
      'sony',
      'universal',
      'xiaomi',
      'others',
    ]);
    await expect(brandLinks.first()).toHaveAttribute('href', `/${ROUTE_WORDS.brand[code]}/apple`);
    await brandView.getByRole('button', { name: t.back }).click();
    await expect(dialog.getByRole('heading', { name: t.menu })).toBeVisible();

    // Close closes; the next opening starts at the top again.
    await dialog.getByRole('button', { name: top.name, exact: true }).click();
    await page.getByRole('button', { name: t.closeMenu }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(page.getByRole('dialog', { name: t.menu })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A link navigates and closes the menu.
    await opener.click();
    await page.getByRole('dialog', { name: t.menu }).getByRole('button', { name: t.brands }).click();
    await page.getByRole('dialog', { name: t.brands }).getByRole('link', { name: brands[5]!.name, exact: true }).click();
    await expect(page).toHaveURL(`${originOf(code)}/${ROUTE_WORDS.brand[code]}/${brands[5]!.slug}`, NAVIGATION);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
