import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MASONRY_COLUMN_WIDTH_PX,
  MASONRY_COLUMNS,
  MASONRY_GAP_PX,
  MASONRY_TABLET_COLUMNS,
  MOBILE_MENU_BRAND_COUNT,
  TABLET_MENU_MAX_PX,
  TABLET_MENU_MIN_PX,
} from '@/features/shell/menu/constants';
import { masonryColumns, menuMode } from '@/features/shell/menu/masonry';
import { USP_CAROUSEL_BELOW_PX } from '@/features/shell/header/constants';

describe('side menu constants (docs/product/chrome.md, CHR-5 and CHR-6)', () => {
  it('are the numbers of the spec', () => {
    expect([MASONRY_COLUMN_WIDTH_PX, MASONRY_GAP_PX, MASONRY_COLUMNS, MASONRY_TABLET_COLUMNS]).toEqual([200, 20, 4, 3]);
    expect([TABLET_MENU_MIN_PX, TABLET_MENU_MAX_PX]).toEqual([830, 1024]);
    expect(MOBILE_MENU_BRAND_COUNT).toBe(10);
  });

  it.each([
    [360, 'mobile', 0],
    [829, 'mobile', 0],
    [830, 'tablet', 3],
    [1024, 'tablet', 3],
    [1025, 'desktop', 4],
    [1280, 'desktop', 4],
  ] as const)('at %ipx the menu is %s with %i masonry columns', (width, mode, columns) => {
    expect(menuMode(width)).toBe(mode);
    expect(masonryColumns(width)).toBe(columns);
  });
});

describe('features/shell/header/header.css follows the constants', () => {
  const css = readFileSync(new URL('../../../features/shell/header/header.css', import.meta.url), 'utf8').replace(/\s+/g, ' ');
  const width = MASONRY_COLUMN_WIDTH_PX;
  const gap = MASONRY_GAP_PX;

  it('lays the mega menu out in 200px columns with a 20px gap, 4 of them', () => {
    expect(css).toContain(`columns: ${MASONRY_COLUMNS} ${width}px; column-gap: ${gap}px;`);
    expect(css).toContain(`max-width: calc(${MASONRY_COLUMNS} * ${width}px + ${MASONRY_COLUMNS - 1} * ${gap}px)`);
  });

  it('uses 3 columns on tablets, 830-1024px', () => {
    const tablet = `@media (min-width: ${TABLET_MENU_MIN_PX}px) and (max-width: ${TABLET_MENU_MAX_PX}px) { .mega-panel__grid { columns: ${MASONRY_TABLET_COLUMNS} ${width}px;`;
    expect(css).toContain(tablet);
  });

  it('switches from the drill-down menu to the mega menu at 830px', () => {
    expect(css).toContain(`@media (min-width: ${TABLET_MENU_MIN_PX}px) { .cat-nav__toggle { display: flex; }`);
    expect(css).toContain(`@media (min-width: ${TABLET_MENU_MIN_PX}px) { .masthead__menu { display: none; }`);
  });

  it('shows one selling point at a time below 768px', () => {
    expect(css).toContain(`@media (max-width: ${USP_CAROUSEL_BELOW_PX - 0.02}px) { .usp-bar__item:not([data-active]) { display: none; }`);
  });
});
