/**
 * An e-mail address as the sign-in link's question shows it: the first character of the local part
 * and the whole domain (`a•••@example.com`). Enough for the owner to recognise their own address,
 * too little for whoever holds a forwarded or planted link to learn whose account it opens.
 */
export const MASK = '•••';

export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : '';
  const domain = at > 0 ? email.slice(at + 1) : '';
  if (!local || !domain) return MASK;
  return `${Array.from(local)[0]}${MASK}@${domain}`;
}
