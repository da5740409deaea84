/**
 * The boundaries between the code's folders are lint rules (README, "Lint boundaries"). The fixtures in
 * tests/lint/ break them on purpose and are left out of `npm run lint`; this runs the project's own
 * ESLint configuration on them and expects each rule to fire.
 */
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

async function rulesBroken(fixture: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT, ignore: false });
  const [result] = await eslint.lintFiles([join(ROOT, fixture)]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint boundaries', () => {
  it('refuses an import circle', { timeout: 120_000 }, async () => {
    expect(await rulesBroken('tests/lint/cycle/shelf.ts')).toContain('import/no-cycle');
  });

  it('keeps features out of platform', { timeout: 120_000 }, async () => {
    expect(await rulesBroken('tests/lint/platform/reads-a-feature.ts')).toEqual(['no-restricted-imports']);
  });

  it('keeps routes out of features', { timeout: 120_000 }, async () => {
    expect(await rulesBroken('tests/lint/features/cart/imports-a-route.ts')).toEqual(['no-restricted-imports']);
  });

  it("keeps one feature out of another's internals", { timeout: 120_000 }, async () => {
    expect(await rulesBroken('tests/lint/features/cart/reaches-into-catalog.ts')).toEqual(['no-restricted-imports']);
  });

  it('lets one feature use another through its face', { timeout: 120_000 }, async () => {
    expect(await rulesBroken('tests/lint/features/cart/uses-the-catalog-face.ts')).toEqual([]);
  });
});
