/**
 * The longest order reference the checkout takes (docs/product/checkout.md, CHK-20). In a module of
 * its own rather than with the form's other limits: the stored state's reader, in every page's first
 * load, checks a remembered reference by it, and the form's module would bring the checkout's
 * validators, phone metadata and all, along.
 */
export const ORDER_REFERENCE_MAX_LENGTH = 50;
