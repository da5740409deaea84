/** The query that opens the login dialog (docs/product/account.md, ACC-7 and ACC-8). */
export const LOGIN_PARAMETER = 'login';
