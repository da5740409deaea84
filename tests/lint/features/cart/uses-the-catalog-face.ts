import { Listing } from '@/features/catalog';

/** Fixture: a cart module that reaches the catalog through its face, which lint allows. */
export const listing = Listing;
