/**
 * The backend's subscription intervals, shortest first (docs/product/orders.md, ORD-7). A module of
 * their own: the product page's purchase choice names them in the browser, and the rest of the
 * vocabulary is the checkout's and the account's, not the product page's (decision 0054).
 */
export const SUBSCRIPTION_INTERVALS = ['1-month', '2-months', '3-months', '6-months'] as const;
