/** docs/product/chrome.md, CHR-8: the store message shows only when its text is longer than 20 characters. */
export const STORE_MESSAGE_MIN_LENGTH = 20;

export function shouldShowStoreMessage(widget: { content: string; hidden: boolean } | null): boolean {
  if (!widget || widget.hidden) return false;
  return widget.content.replace(/<[^>]*>/g, '').trim().length > STORE_MESSAGE_MIN_LENGTH;
}

/**
 * The footer message (docs/product/chrome.md, CHR-9) and the cart panel's header and footer widgets
 * have no length rule: any text not hidden shows.
 */
export function shouldShowWidgetText<W extends { content: string; hidden: boolean }>(widget: W | null): widget is W {
  return widget !== null && !widget.hidden && widget.content.replace(/<[^>]*>/g, '').trim().length > 0;
}
