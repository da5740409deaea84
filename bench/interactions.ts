/**
 * What a shopper's taps and keystrokes cost on the calibrated phone (issue 30, docs/operating.md,
 * OPS-64..OPS-66): each interaction's latency by the Event Timing API, from the input to the next
 * paint, in Chromium slowed down by the CPU slowdown the run calibrated (`Emulation.setCPUThrottlingRate`),
 * on a first and a returning visit, 5 runs each, against the control: a plain button on the bare route.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { figures, type Figures } from '@/bench/calibration';
import { onCleanup } from '@/bench/cleanup';
import { BARE_PATH, CHROMIUM_FLAGS, CHROMIUM_PATH, STORE_ORIGIN } from '@/bench/config';
import { EVENT_TIMING_FLOOR_MS, interleaveControl, observeEventTiming, slowestInteraction, type EventEntry } from '@/bench/event-timing';
import type { Throttle } from '@/bench/lighthouse';
import { cartLinkParam, type PageKey } from '@/bench/pages';
import { becomeReturning, hydrated, VISITS, type Visit } from '@/bench/returning-visit';
import benchSv from '@/bench/messages/sv.json';
import sv from '@/messages/sv.json';
import { DEMO_ADDRESSES } from '@/mocks/data/demo-addresses';
import { vatAttribute } from '@/platform/money/vat-display';

export const INTERACTION_RUNS = 5;

/** Where a failed flow's screenshot goes. */
const SCREENSHOT_DIR = 'bench/results';

export const INTERACTIONS = ['control', 'mega menu', 'phone menu', 'search', 'add to cart', 'quantity +1', 'VAT switch', 'delivery method'] as const;
export type InteractionName = (typeof INTERACTIONS)[number];

export interface InteractionResult {
  name: InteractionName;
  visit: Visit;
  page: PageKey;
  /** The slowest interaction of the flow in each run, ms. */
  msOfEachRun: number[];
  ms: Figures;
}

interface Where {
  /** The product page's path, and its SKU for the cart. */
  product: string;
  sku: string;
  /** The checkout with the product in the cart. */
  checkout: string;
}

/** The phone's screen for the phone menu; the other flows use the desktop layout at the phone's CPU speed. */
const PHONE: BrowserContextOptions = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2.625 };

interface Flow {
  page: PageKey;
  path: (where: Where) => string;
  phone?: boolean;
  /** What the shop must show before the flow starts: hydrated, so that a tap is handled, not lost. */
  ready: (page: Page) => Promise<void>;
  /** The measured interactions, each until its effect shows. */
  steps: Partial<Record<InteractionName, (page: Page) => Promise<void>>>;
}

const categories = (page: Page) => page.getByRole('navigation', { name: sv.header.categoriesLabel });
const cartPanel = (page: Page) => page.getByRole('dialog', { name: sv.cart.title });
const homeDelivery = (page: Page) => page.getByRole('radio', { name: new RegExp(`^${sv.checkoutForm.delivery.kind.home}`) });

const CONTROL: Flow = {
  page: 'bare',
  path: () => BARE_PATH,
  ready: (page) => page.getByRole('button', { name: benchSv.benchBare.button }).waitFor(),
  steps: { control: (page) => page.getByRole('button', { name: benchSv.benchBare.button }).click() },
};

const MEASURED: Flow[] = [
  {
    page: 'home',
    path: () => '/',
    ready: hydrated,
    steps: {
      'mega menu': async (page) => {
        const toggle = categories(page).locator('button[aria-expanded]').first();
        await toggle.click();
        await page.locator(`#${await toggle.getAttribute('aria-controls')}`).waitFor();
      },
      search: async (page) => {
        const input = page.getByRole('combobox', { name: sv.search.label });
        await input.pressSequentially('iphone 8');
        await page.getByRole('listbox', { name: sv.search.suggestionsLabel }).getByRole('group', { name: sv.search.productsHeading, exact: true }).waitFor();
      },
      'VAT switch': async (page) => {
        await page.getByRole('radio', { name: sv.vat.company }).check();
        await page.locator(`html[data-vat="${vatAttribute(false)}"]`).waitFor({ state: 'attached' });
      },
    },
  },
  {
    page: 'home',
    path: () => '/',
    phone: true,
    ready: hydrated,
    steps: {
      'phone menu': async (page) => {
        await page.getByRole('button', { name: sv.header.menu, exact: true }).click();
        await page.getByRole('dialog', { name: sv.header.menu }).waitFor();
      },
    },
  },
  {
    page: 'product',
    path: (where) => where.product,
    ready: hydrated,
    steps: {
      // A product with accessories opens the upselling panel, one without the cart panel: either is the panel.
      'add to cart': async (page) => {
        await page.getByRole('button', { name: sv.cart.add, exact: true }).first().click();
        await page.getByRole('dialog').first().waitFor();
      },
    },
  },
  {
    page: 'home',
    // An add-to-cart link: the cart panel opens on load with the product's line in it.
    path: (where) => `/?cart=${cartLinkParam(where.sku)}`,
    ready: async (page) => {
      await hydrated(page);
      await cartPanel(page).getByRole('button', { name: sv.cart.increase }).first().waitFor();
    },
    steps: {
      'quantity +1': async (page) => {
        const quantity = await cartPanel(page).getByRole('spinbutton').first().elementHandle();
        if (!quantity) throw new Error('the cart panel shows no quantity');
        const before = Number(await quantity.inputValue());
        await cartPanel(page).getByRole('button', { name: sv.cart.increase }).first().click();
        await page.waitForFunction(([field, expected]) => Number((field as HTMLInputElement).value) === expected, [quantity, before + 1] as const);
      },
    },
  },
  {
    page: 'checkout',
    path: (where) => where.checkout,
    // The delivery methods are offered for a postal code: typed before the measured choice.
    ready: async (page) => {
      await hydrated(page);
      await page.getByLabel(sv.checkoutForm.fields.postalCode, { exact: true }).fill(DEMO_ADDRESSES.sv.postal_code);
      await homeDelivery(page).waitFor();
    },
    steps: { 'delivery method': (page) => homeDelivery(page).check() },
  },
];

const FLOWS = [CONTROL, ...MEASURED];

/** Events reach observers after the next paint: three frames and a task later every one of the step's is in. */
async function settled(page: Page): Promise<EventEntry[]> {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const events = (window as unknown as { __benchEvents: EventEntry[] }).__benchEvents;
    return events.splice(0, events.length);
  });
}

async function runFlow(browser: Browser, flow: Flow, where: Where, visit: Visit, storageState: BrowserContextOptions['storageState'], throttle: Throttle) {
  const context = await browser.newContext({ ...(flow.phone ? PHONE : {}), ...(visit === 'returning' ? { storageState } : {}) });
  try {
    await context.addInitScript(observeEventTiming, EVENT_TIMING_FLOOR_MS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpuSlowdown });
    await page.goto(`${STORE_ORIGIN}${flow.path(where)}`);
    const measured: [InteractionName, number][] = [];
    // A flow that cannot finish is the harness's failure: it says which and leaves a screenshot.
    const failed = async (what: string, error: unknown) => {
      await page.screenshot({ path: `${SCREENSHOT_DIR}/interactions-failed.png` }).catch(() => undefined);
      return new Error(`interactions: ${what} on ${flow.path(where)} (${visit} visit): ${error instanceof Error ? error.message : String(error)}`);
    };
    try {
      await flow.ready(page);
    } catch (error) {
      throw await failed('the page was not ready', error);
    }
    await settled(page);
    for (const [name, step] of Object.entries(flow.steps) as [InteractionName, (page: Page) => Promise<void>][]) {
      try {
        await step(page);
      } catch (error) {
        throw await failed(name, error);
      }
      measured.push([name, slowestInteraction(await settled(page))]);
    }
    return measured;
  } finally {
    await context.close();
  }
}

/**
 * Every flow on a page load of its own, in a browser context of its own (a returning visit's holds
 * the stored cart and consent), flows and visits taking turns run by run, the control before each
 * of the others.
 */
export async function measureInteractions(where: Where, throttle: Throttle): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, handleSIGINT: false });
  const stopBrowser = onCleanup(() => browser.close());
  try {
    const seeding = await browser.newContext();
    await becomeReturning(await seeding.newPage(), where.product);
    const storageState = await seeding.storageState();
    await seeding.close();
    const runs = new Map<string, number[]>();
    for (let run = 1; run <= INTERACTION_RUNS; run += 1) {
      for (const visit of VISITS) {
        for (const flow of interleaveControl(CONTROL, MEASURED)) {
          for (const [name, ms] of await runFlow(browser, flow, where, visit, storageState, throttle)) {
            runs.set(`${name} ${visit}`, [...(runs.get(`${name} ${visit}`) ?? []), ms]);
          }
        }
      }
      console.log(`bench: interactions run ${run} of ${INTERACTION_RUNS} done`);
    }
    return VISITS.flatMap((visit) =>
      FLOWS.flatMap((flow) =>
        (Object.keys(flow.steps) as InteractionName[]).map((name): InteractionResult => {
          const msOfEachRun = runs.get(`${name} ${visit}`) ?? [];
          return { name, visit, page: flow.page, msOfEachRun, ms: figures(msOfEachRun) };
        }),
      ),
    );
  } finally {
    await stopBrowser();
  }
}
