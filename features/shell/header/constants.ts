/** Header numbers of docs/product/chrome.md, CHR-2 and CHR-4. CSS repeats the breakpoints; tests keep them in step. */

/** Header selling points: autoplay interval of the mobile carousel. */
export const USP_AUTOPLAY_MS = 3000;

/** Below this width the selling points are a carousel showing one at a time. */
export const USP_CAROUSEL_BELOW_PX = 768;

/** How far one press of the previous/next button scrolls the top-category row. */
export const CATEGORY_SCROLL_STEP_PX = 230;
