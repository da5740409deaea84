import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { violations } from './axe';
import { faultServerRead } from './fault-matrix/harness';
import { PREVIEW_SECRET } from './page-preview-env';
import { MESSAGES } from './shop';
import { backendGet, onStorefront, originOf, STOREFRONTS, type StorefrontCode } from './storefronts';

/** Editors' preview of content page drafts (issue 11, part 3; README, Previewing drafts). */

interface ContentPage {
  title: string;
  content: string;
}

/** A page as published and as its editors left it, with the text only the draft has and a paragraph of both. */
async function publishedAndDraft(code: StorefrontCode, slug: string) {
  const [published, draft] = await Promise.all([
    backendGet<ContentPage>(code, `/api/pages/${slug}`),
    backendGet<ContentPage>(code, `/api/page-drafts/${slug}`),
  ]);
  const draftOnly = draft.content
    .replace(published.content, '')
    .replace(/<[^>]+>/g, '')
    .trim();
  expect(draftOnly, 'the mock draft adds text of its own').not.toBe('');
  const bodyText = /<p>([^<]+)/.exec(published.content)?.[1] ?? '';
  expect(bodyText, 'the published page has a paragraph').not.toBe('');
  return { published, draft, draftOnly, bodyText };
}

const link = (slug: string, secret?: string) => `/page-preview?${new URLSearchParams(secret === undefined ? { slug } : { slug, secret }).toString()}`;

async function getOn(request: APIRequestContext, code: StorefrontCode, path: string, cookie?: string): Promise<APIResponse> {
  const target = onStorefront(code, path);
  return request.get(target.url, { headers: { ...target.headers, ...(cookie ? { cookie } : {}) }, maxRedirects: 0 });
}

const PAGES: [StorefrontCode, string][] = [
  ['sv', 'om-oss'],
  ['fi', 'asiakaspalvelu/yhteystiedot'],
];

for (const [code, slug] of PAGES) {
  const t = MESSAGES[code].pagePreview;
  const origin = originOf(code);

  test(`${code}: an editor's link shows the draft under a preview bar, and the way out leads to the published page`, async ({ page }) => {
    const { published, draft, draftOnly } = await publishedAndDraft(code, slug);

    const response = await page.goto(`${origin}${link(slug, PREVIEW_SECRET)}`);
    const entry = await response?.request().redirectedFrom()?.response();
    expect(entry?.status(), 'the link answers with a redirect').toBe(307);
    expect(entry?.headers()['cache-control']).toBe('no-store');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page).toHaveURL(`${origin}${link(slug)}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    await expect(page.getByText(draftOnly)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page).toHaveTitle(`${t.documentTitle.replace('{title}', draft.title)} | ${STOREFRONTS[code].brand}`);
    const bar = page.getByRole('region', { name: t.barTitle });
    await expect(bar).toContainText(t.barText.replace('{path}', `/${slug}`));
    expect(await violations(page)).toEqual([]);

    await bar.getByRole('button', { name: t.exit }).click();
    await expect(page).toHaveURL(`${origin}/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title);
    await expect(page.getByText(draftOnly)).toHaveCount(0);

    const again = await page.goto(`${origin}${link(slug)}`);
    expect(again?.status(), 'after the way out the preview is closed').toBe(401);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.refusedTitle);
  });
}

test('without the secret, or with a wrong one, the answer is 401 and shows nothing of the page', async ({ request }) => {
  const { draft, draftOnly, bodyText } = await publishedAndDraft('no', 'om-oss');
  for (const path of [link('om-oss'), link('om-oss', 'wrong-secret'), link('om-oss', ''), link('om-oss', `${PREVIEW_SECRET}x`), '/page-preview']) {
    const response = await getOn(request, 'no', path);
    expect(response.status(), path).toBe(401);
    expect(response.headers()['cache-control'], path).toContain('no-store');
    expect(response.headers()['set-cookie'], path).toBeUndefined();
    const body = await response.text();
    for (const text of [draft.title, draftOnly, bodyText]) expect(body, path).not.toContain(text);
  }
});

test('a made-up draft-mode cookie opens nothing', async ({ request }) => {
  const response = await getOn(request, 'da', link('om-os'), '__prerender_bypass=made-up');
  expect(response.status()).toBe(401);
});

test('the page refusing a browser without the link says why, accessibly', async ({ page }) => {
  const t = MESSAGES.nl.pagePreview;
  const response = await page.goto(`${originOf('nl')}${link('over-ons')}`);
  expect(response?.status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.refusedTitle);
  await expect(page).toHaveTitle(`${t.refusedTitle} | ${STOREFRONTS.nl.brand}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await violations(page)).toEqual([]);
});

test('while an editor previews, the published page stays published for them and for everyone else', async ({ page, browser }) => {
  const { published, draft } = await publishedAndDraft('sv', 'kopvillkor');
  await page.goto(`${originOf('sv')}${link('kopvillkor', PREVIEW_SECRET)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);

  await page.goto(`${originOf('sv')}/kopvillkor`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title);
  const shopper = await browser.newPage();
  await shopper.goto(`${originOf('sv')}/kopvillkor`);
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(published.title);
  await shopper.close();
});

test('a draft the backend cannot give is an error page, never the published page in its place', async ({ page }) => {
  const { draft, bodyText } = await publishedAndDraft('sv', 'returer');
  await faultServerRead('500', { path: '^/api/page-drafts/returer$', times: 1 });
  const response = await page.goto(`${originOf('sv')}${link('returer', PREVIEW_SECRET)}`);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.sv.errors.errorTitle);
  await expect(page.getByText(bodyText)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
});

test("drafts cannot be read through the shop's own /api", async ({ request }) => {
  const response = await getOn(request, 'sv', '/api/page-drafts/om-oss?locale=sv&sid=1');
  expect(response.status()).toBe(404);
});
