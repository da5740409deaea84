/**
 * Zod's classic build is a 31.7 kB gzip chunk. Imported by one module that runs in the browser, it
 * is in the first load of every page that module is on, and from instrumentation-client.ts on every
 * page there is (decision 0015). This walks every module that reaches the browser and fails when
 * one of them imports zod other than as `zod/mini` (`zod/v4/core` for the shared core is fine).
 */
import { describe, expect, it } from 'vitest';
import { BROWSING_ENTRIES, clientModules, importersOf, staticImports } from './client-modules';

/** Runs before every route, 'use client' or not. */
const BROWSER_ENTRIES = ['instrumentation-client.ts'];

/** `zod`, `zod/v4`, `zod/v4/classic`, `zod/v3`: the builds that carry the chaining API. */
const CLASSIC_ZOD_IMPORT = /(?:from|import)\s*\(?\s*'zod(?:\/v4(?:\/classic)?|\/v3)?'/;

describe('zod in the browser', () => {
  const modules = clientModules(BROWSER_ENTRIES);

  it('finds the modules that validate in the browser', () => {
    expect(modules).toContain('instrumentation-client.ts');
    expect(modules).toContain('features/shell/store/persisted-local.ts');
    expect(modules).toContain('platform/api/schemas.ts');
    expect(modules).toContain('features/shell/store/read-persisted-local.ts');
  });

  it('is only ever zod/mini', () => {
    expect(importersOf(CLASSIC_ZOD_IMPORT, modules)).toEqual([]);
  });

  it('tells classic zod from zod/mini', () => {
    const files: Record<string, string> = {
      'a.ts': "import { z } from 'zod';",
      'b.ts': "import type { z } from 'zod';",
      'c.ts': "import { z } from 'zod/v4';",
      'd.ts': "const { z } = await import('zod');",
      'e.ts': "import * as z from 'zod/mini';",
      'f.ts': "import { config } from 'zod/v4/core';",
    };
    expect(importersOf(CLASSIC_ZOD_IMPORT, Object.keys(files), (file) => files[file] ?? '')).toEqual(['a.ts', 'b.ts', 'c.ts', 'd.ts']);
  });
});

/**
 * zod/mini with the shop's schemas is 17 kB gzip: the pages a shopper browses reach it only through
 * `import()`, when an answer needs checking (decision 0021). Stored state is checked by the stores'
 * own readers, on every page and without zod (decision 0055). zod's global config in
 * instrumentation-client.ts is its core's few lines, not a schema.
 */
const ZOD_CODE_IMPORT = /^import\s+(?!type\s)(?!\{ config \} from 'zod\/mini')[^;]*?from\s+'(?:zod[^']*|@\/platform\/api\/schemas)'/m;

describe('zod on the pages a shopper browses', () => {
  const modules = staticImports(BROWSING_ENTRIES);

  it('walks the stores, their readers of stored state and the backend client', () => {
    expect(modules).toContain('features/shell/store/local-store.ts');
    expect(modules).toContain('features/shell/store/read-persisted-local.ts');
    expect(modules).toContain('features/shell/store/read-persisted-session.ts');
    expect(modules).toContain('platform/api/request.ts');
  });

  it('imports no schema code before an answer needs it, stored state read included', () => {
    expect(importersOf(ZOD_CODE_IMPORT, modules)).toEqual([]);
  });

  it("tells schema code from types and zod's config", () => {
    const files: Record<string, string> = {
      'a.ts': "import * as z from 'zod/mini';",
      'b.ts': "import { cartItemSchema } from '@/platform/api/schemas';",
      'c.ts': "import type * as z from 'zod/mini';",
      'd.ts': "import type * as s from '@/platform/api/schemas';",
      'e.ts': "import { config } from 'zod/mini';",
    };
    expect(importersOf(ZOD_CODE_IMPORT, Object.keys(files), (file) => files[file] ?? '')).toEqual(['a.ts', 'b.ts']);
  });
});
