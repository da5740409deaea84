/**
 * The proxy gives the pages of PER_REQUEST_SECTIONS a nonce-only script policy. A page there that
 * Next cached would be served with a stale nonce and run no script at all, so every page file in
 * those sections must be rendered per request; a page added there without it fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PER_REQUEST_SECTIONS } from '@/lib/request-path';

const APP = new URL('../../../app/[locale]/', import.meta.url).pathname;

function pageFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    return entry.name === 'page.tsx' ? [path] : [];
  });
}

describe('per-request sections', () => {
  for (const section of PER_REQUEST_SECTIONS) {
    const pages = pageFiles(join(APP, section));

    it(`${section} has pages`, () => {
      expect(pages.length).toBeGreaterThan(0);
    });

    it.each(pages.map((path) => [path.slice(APP.length)]))(`%s is rendered per request`, (relative) => {
      expect(readFileSync(join(APP, relative), 'utf8')).toMatch(/^export const dynamic = 'force-dynamic';$/m);
    });
  }
});
