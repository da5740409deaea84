/** The query that opens the login dialog (SPEC.md section 2: "Login redirect goes to /?login"). */
export const LOGIN_PARAMETER = 'login';
