/**
 * React Query is about 11 kB gzip: imported by one module that a catalog page or the shop's layout
 * imports statically, it is in the first load of every page (decision 0019). This walks the static
 * imports of the layouts and the pages a shopper browses and fails when one of them imports
 * @tanstack code; the islands that use it are reached through `import()` only.
 */
import { describe, expect, it } from 'vitest';
import { BROWSING_ENTRIES, importersOf, staticImports } from './client-modules';

/** An import that brings code; `import type` is erased. */
const TANSTACK_CODE_IMPORT = /^import\s+(?!type\s)[^;]*?from\s+'@tanstack\//m;

describe('React Query on the pages a shopper browses', () => {
  const modules = staticImports(BROWSING_ENTRIES);

  it('walks the shell and the islands that reach for it', () => {
    expect(modules).toContain('features/shell/ShopProviders.tsx');
    expect(modules).toContain('features/search/SearchField.tsx');
    expect(modules).toContain('features/catalog/deal/DealBannerClient.tsx');
    expect(modules).toContain('features/catalog/Recommendations.tsx');
    expect(modules).not.toContain('platform/state/query-client.tsx');
  });

  it('imports no @tanstack code before an island needs it', () => {
    expect(importersOf(TANSTACK_CODE_IMPORT, modules)).toEqual([]);
  });

  it('tells code imports from type imports', () => {
    const files: Record<string, string> = {
      'a.ts': "import { useQuery } from '@tanstack/react-query';",
      'b.ts': "import type { QueryClient } from '@tanstack/react-query';",
      'c.ts': "'use client';\n\nimport {\n  QueryClient,\n  QueryClientProvider,\n} from '@tanstack/react-query';",
      'd.ts': "const { shopQueryClient } = await import('@/platform/state/query-client');",
    };
    expect(importersOf(TANSTACK_CODE_IMPORT, Object.keys(files), (file) => files[file] ?? '')).toEqual(['a.ts', 'c.ts']);
  });
});
