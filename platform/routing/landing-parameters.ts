/** Query parameter of the add-to-cart link: base64 of `sku:quantity` pairs joined by `;`. */
export const CART_LINK_PARAMETER = 'cart';

/** The e-mail links' one-time token, and the query that opens the change-password view (docs/product/account.md, ACC-9). */
export const MAIL_TOKEN_PARAMETER = 'token';
export const CHANGE_PASSWORD_PARAMETER = 'change_password';
