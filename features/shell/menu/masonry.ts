import { MASONRY_COLUMNS, MASONRY_TABLET_COLUMNS, TABLET_MENU_MAX_PX, TABLET_MENU_MIN_PX } from '@/features/shell/menu/constants';

export type MenuMode = 'mobile' | 'tablet' | 'desktop';

/** Which side menu a viewport width gets: drill-down below 830px, mega menu from there on. */
export function menuMode(viewportWidth: number): MenuMode {
  if (viewportWidth < TABLET_MENU_MIN_PX) return 'mobile';
  if (viewportWidth <= TABLET_MENU_MAX_PX) return 'tablet';
  return 'desktop';
}

/** Masonry columns of the mega menu: 4, or 3 on tablets (830-1024px); the mobile menu has none. */
export function masonryColumns(viewportWidth: number): number {
  const mode = menuMode(viewportWidth);
  if (mode === 'mobile') return 0;
  return mode === 'tablet' ? MASONRY_TABLET_COLUMNS : MASONRY_COLUMNS;
}
