import { productCardView } from '@/features/catalog/product-card';

/** Fixture: a cart module that reaches into the catalog's internals instead of its face. */
export const view = productCardView;
