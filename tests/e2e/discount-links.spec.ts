import { expect, test } from '@playwright/test';
import { onStorefront, originOf, type StorefrontCode } from './storefronts';

test.describe('/rabatt discount links (docs/product/cart.md, CART-24)', () => {
  const redirects: [StorefrontCode, string, string][] = [
    ['sv', '/rabatt/SOMMAR10', '/?disc=SOMMAR10'],
    ['sv', '/rabatt/SOMMAR10?utm_source=nyhetsbrev', '/?utm_source=nyhetsbrev&disc=SOMMAR10'],
    ['sv', '/rabatt/reservdelar/SOMMAR10', '/kategori/reservdelar?disc=SOMMAR10'],
    ['fi', '/rabatt/varaosat/KESA-10', '/kategoria/varaosat?disc=KESA-10'],
    ['nl', '/rabatt/onderdelen/ZOMER', '/categorie/onderdelen?disc=ZOMER'],
    ['no', '/rabatt/ABC', '/?disc=ABC'],
  ];
  for (const [code, path, destination] of redirects) {
    test(`${code}: ${path} redirects to ${destination}`, async ({ request }) => {
      const target = onStorefront(code, path);
      const response = await request.get(target.url, { headers: target.headers, maxRedirects: 0 });
      expect(response.status()).toBe(307);
      // A path-only Location cannot leave the storefront's host.
      expect(response.headers().location).toBe(destination);
    });
  }

  for (const path of ['/rabatt/AB', '/rabatt/%2F%2Fevil.example/ABC', '/rabatt//evil.example/ABC', '/rabatt/ABC!', '/rabatt/Evil/ABC', '/rabatt']) {
    test(`${path} is not redirected and ends on the 404 page`, async ({ request }) => {
      let target = onStorefront('sv', path);
      let response = await request.get(target.url, { headers: target.headers, maxRedirects: 0 });
      // Next.js may first normalise the path (e.g. `//` to `/`) with a same-host redirect.
      for (let hops = 0; response.status() === 308 && hops < 3; hops += 1) {
        const location = response.headers().location ?? '';
        expect(location).toMatch(/^\/(?!\/)/);
        target = onStorefront('sv', location);
        response = await request.get(target.url, { headers: target.headers, maxRedirects: 0 });
      }
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('This page could not be found');
    });
  }

  test('a shopper following a discount link lands on the category page with the code', async ({ page }) => {
    await page.goto(`${originOf('sv')}/rabatt/reservdelar/SOMMAR10`);
    await expect(page).toHaveURL(`${originOf('sv')}/kategori/reservdelar?disc=SOMMAR10`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
