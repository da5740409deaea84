import { describe, expect, it } from 'vitest';
import {
  leavesRoute,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  nextLoadingPhase,
  startsRouteChange,
  type LoadingEvent,
  type LoadingPhase,
} from '@/features/shell/loading-bar';

describe('loading bar constants (docs/product/chrome.md, CHR-14)', () => {
  it('throttle 200 ms, duration 5 s, hide delay 500 ms', () => {
    expect([LOADING_BAR_THROTTLE_MS, LOADING_BAR_DURATION_MS, LOADING_BAR_HIDE_DELAY_MS]).toEqual([200, 5000, 500]);
  });
});

const run = (events: LoadingEvent[], from: LoadingPhase = 'idle') => events.reduce(nextLoadingPhase, from);

describe('loading bar phases', () => {
  it('a navigation within the throttle never shows the bar', () => {
    expect(run(['start'])).toBe('pending');
    expect(run(['start', 'end'])).toBe('idle');
    expect(run(['start', 'end', 'throttle-elapsed'])).toBe('idle');
  });

  it('a slow navigation shows it after the throttle, fills it at the end and hides it after the delay', () => {
    expect(run(['start', 'throttle-elapsed'])).toBe('loading');
    expect(run(['start', 'throttle-elapsed', 'end'])).toBe('done');
    expect(run(['start', 'throttle-elapsed', 'end', 'hide-elapsed'])).toBe('idle');
  });

  it('a new navigation keeps a showing bar and restarts a finished one', () => {
    expect(run(['start'], 'loading')).toBe('loading');
    expect(run(['start'], 'done')).toBe('pending');
    expect(run(['hide-elapsed'], 'loading')).toBe('loading');
  });
});

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, extra: Partial<{ target: string; hasDownload: boolean; opensPopup: boolean }> = {}) => ({
  href,
  target: '',
  hasDownload: false,
  opensPopup: false,
  ...extra,
});
const here = 'http://sv.localhost:3000/kategori/reservdelar?page=2';

describe('which clicks start a route change', () => {
  it.each([
    ['another path', link('/produkt/x'), true],
    ['another query', link('/kategori/reservdelar?page=3'), true],
    ['only a hash', link('/kategori/reservdelar?page=2#products'), false],
    ['the same URL', link(here), false],
    ['another origin', link('http://no.localhost:3000/'), false],
    ['a new tab', link('/produkt/x', { target: '_blank' }), false],
    ['a download', link('/produkt/x', { hasDownload: true }), false],
    ['a link that opens a dialog', link('/my-account/orders', { opensPopup: true }), false],
    ['mailto', link('mailto:kund@example.com'), false],
  ])('%s: %s', (_name, anchor, starts) => {
    expect(startsRouteChange(click, anchor, here)).toBe(starts);
  });

  it('modified and non-left clicks open elsewhere', () => {
    expect(startsRouteChange({ ...click, metaKey: true }, link('/x'), here)).toBe(false);
    expect(startsRouteChange({ ...click, ctrlKey: true }, link('/x'), here)).toBe(false);
    expect(startsRouteChange({ ...click, button: 1 }, link('/x'), here)).toBe(false);
    expect(startsRouteChange({ ...click, defaultPrevented: true }, link('/x'), here)).toBe(false);
  });
});

describe('which announced pushes start a route change', () => {
  it.each([
    ['/sok?q=iphone', true],
    ['/sok?q=iphone#products', true],
    ['/kategori/reservdelar?page=2', false],
    ['/kategori/reservdelar?page=2#products', false],
    ['http://no.localhost:3000/searchresults?q=x', false],
    ['javascript:alert(1)', false],
    ['http://[bad', false],
  ])('%s -> %s', (href, starts) => {
    expect(leavesRoute(href, here)).toBe(starts);
  });
});
