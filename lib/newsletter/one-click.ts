/**
 * RFC 8058 one-click unsubscribe: the mail provider posts `List-Unsubscribe=One-Click` to the URL of
 * the mail's `List-Unsubscribe` header, as `application/x-www-form-urlencoded` or
 * `multipart/form-data`. Any other body is not that request.
 */
export const ONE_CLICK_BODY_LIMIT = 1024;

const MEDIA_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export function isOneClickMediaType(contentType: string | null): boolean {
  return MEDIA_TYPES.has(contentType?.split(';')[0]?.trim().toLowerCase() ?? '');
}

/** Whether the body, read as the form its content type names, says `List-Unsubscribe=One-Click`. */
export async function isOneClickBody(contentType: string | null, body: string): Promise<boolean> {
  if (!contentType || !isOneClickMediaType(contentType)) return false;
  try {
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    return form.get('List-Unsubscribe') === 'One-Click';
  } catch {
    return false;
  }
}

/** The answer to the mail provider; it shows the customer nothing, so a status says it all. */
export function oneClickStatus(state: { kind: 'subscribed' | 'unsubscribed' | 'bad-link' | 'expired' | 'unavailable' }): 200 | 401 | 410 | 503 {
  switch (state.kind) {
    case 'unsubscribed':
      return 200;
    case 'bad-link':
      return 401;
    case 'expired':
      return 410;
    // Still subscribed after the call: it did not take, and the provider may try again.
    case 'subscribed':
    case 'unavailable':
      return 503;
  }
}
