/** Side-menu numbers of docs/product/chrome.md, CHR-5 and CHR-6. features/shell/header/header.css repeats them; a unit test checks it. */

/** Mega-menu masonry: column width and gap in px, columns on desktop and on tablets. */
export const MASONRY_COLUMN_WIDTH_PX = 200;
export const MASONRY_GAP_PX = 20;
export const MASONRY_COLUMNS = 4;
export const MASONRY_TABLET_COLUMNS = 3;

/** The tablet menu range (inclusive). Below its lower bound the mobile drill-down menu is used. */
export const TABLET_MENU_MIN_PX = 830;
export const TABLET_MENU_MAX_PX = 1024;

/** The mobile menu's brands view lists exactly this many brands. */
export const MOBILE_MENU_BRAND_COUNT = 10;
