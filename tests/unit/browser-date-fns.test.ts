/**
 * date-fns' `parse` in the browser was 7.3 kB gzip of the product page's and the checkout's first
 * load: it brings every format token's parser and the English locale, as `format` brings the locale
 * (decision 0054). Its small functions (business days, the start of a day) stay welcome. This walks
 * every module that reaches the browser and fails when one of them imports either of the two.
 */
import { describe, expect, it } from 'vitest';
import { clientModules, importersOf } from './client-modules';

/** `parse` or `format` (or their `...Date` cousins) from date-fns, named or by their own module. */
const HEAVY_DATE_FNS = /import\s*\{[^}]*\b(?:parse|format)\w*\b[^}]*\}\s*from\s*'date-fns'|(?:from|import)\s*\(?\s*'date-fns\/(?:parse|format)\w*'/;

describe('date-fns in the browser', () => {
  const modules = clientModules(['instrumentation-client.ts']);

  it('walks the delivery estimate of the product page and the checkout', () => {
    expect(modules).toContain('platform/delivery/DeliveryEstimate.tsx');
    expect(modules).toContain('platform/delivery/delivery.ts');
  });

  it('never brings its parser or its formatter', () => {
    expect(importersOf(HEAVY_DATE_FNS, modules)).toEqual([]);
  });

  it('tells the heavy functions from the small ones and from look-alikes', () => {
    const files: Record<string, string> = {
      'a.ts': "import { isValid, parse, startOfDay } from 'date-fns';",
      'b.ts': "import { parse } from 'date-fns/parse';",
      'c.ts': "import { format } from 'date-fns';",
      'd.ts': "import { formatDistance } from 'date-fns/formatDistance';",
      'e.ts': "import { addBusinessDays, startOfDay } from 'date-fns';",
      'f.ts': "import { useFormatter } from 'next-intl';",
      'g.ts': "import { deliveryEstimate } from '@/platform/delivery/delivery';",
    };
    expect(importersOf(HEAVY_DATE_FNS, Object.keys(files), (file) => files[file] ?? '')).toEqual(['a.ts', 'b.ts', 'c.ts', 'd.ts']);
  });
});
