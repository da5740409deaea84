/**
 * date-fns in the browser was 7.3 kB gzip of the product page's and the checkout's first load: its
 * `parse` alone brings every token's parser and the English locale (decision 0054). The browser
 * counts its few business days by hand and formats dates with Intl (next-intl's formatter). This
 * walks every module that reaches the browser and fails when one of them imports date-fns.
 */
import { describe, expect, it } from 'vitest';
import { clientModules, importersOf } from './client-modules';

/** `date-fns` and any of its modules (`date-fns/parse`), imported or `import()`ed. */
const DATE_FNS_IMPORT = /(?:from|import)\s*\(?\s*'date-fns(?:\/[^']*)?'/;

describe('date-fns in the browser', () => {
  const modules = clientModules(['instrumentation-client.ts']);

  it('walks the delivery estimate of the product page and the checkout', () => {
    expect(modules).toContain('platform/delivery/DeliveryEstimate.tsx');
    expect(modules).toContain('platform/delivery/delivery.ts');
  });

  it('is never imported', () => {
    expect(importersOf(DATE_FNS_IMPORT, modules)).toEqual([]);
  });

  it('tells date-fns from its look-alikes', () => {
    const files: Record<string, string> = {
      'a.ts': "import { addBusinessDays } from 'date-fns';",
      'b.ts': "import { parse } from 'date-fns/parse';",
      'c.ts': "const { format } = await import('date-fns');",
      'd.ts': "import { useFormatter } from 'next-intl';",
      'e.ts': "import { deliveryEstimate } from '@/platform/delivery/delivery';",
    };
    expect(importersOf(DATE_FNS_IMPORT, Object.keys(files), (file) => files[file] ?? '')).toEqual(['a.ts', 'b.ts', 'c.ts']);
  });
});
