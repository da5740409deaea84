// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

const reportFieldVitals = vi.hoisted(() => vi.fn());
vi.mock('@/platform/vitals/vitals-beacon', () => ({ reportFieldVitals }));

import { startFieldVitals } from '@/platform/vitals/start-field-vitals';

describe('starting field vitals', () => {
  it('loads the reporter only once the page has loaded, out of its first load', async () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    startFieldVitals();
    await vi.dynamicImportSettled();
    expect(reportFieldVitals).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.dynamicImportSettled();
    expect(reportFieldVitals).toHaveBeenCalledTimes(1);
  });
});
