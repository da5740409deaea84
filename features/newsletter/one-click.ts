import type { UnsubscribeState } from '@/features/newsletter/unsubscribe-link';

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

/**
 * The answer to the mail provider: it shows the customer nothing, so the status says it all.
 * Unsubscribing an address that already was is a success; still subscribed after the call means it
 * did not take, and the provider may try again.
 */
const ANSWERS: Record<UnsubscribeState['kind'], { status: 200 | 401 | 410 | 503; error?: string }> = {
  unsubscribed: { status: 200 },
  'bad-link': { status: 401, error: 'invalid_link' },
  expired: { status: 410, error: 'expired_link' },
  subscribed: { status: 503, error: 'unavailable' },
  unavailable: { status: 503, error: 'unavailable' },
};

export function oneClickAnswer(state: Pick<UnsubscribeState, 'kind'>): { status: 200 | 401 | 410 | 503; error?: string } {
  return ANSWERS[state.kind];
}
