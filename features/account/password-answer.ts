import { NextResponse } from 'next/server';
import { PASSWORD_CHANGE_STATUS, type PasswordChangeError } from '@/features/account/password-change';
import { brokenPasswordRules } from '@/features/account/password-rules';
import { NO_STORE } from '@/platform/session/verdict-response';

export function passwordRefusal(error: PasswordChangeError): NextResponse {
  return NextResponse.json({ error }, { status: PASSWORD_CHANGE_STATUS[error], headers: NO_STORE });
}

/** The rules are checked here before the backend is asked, with the same answer the backend gives. */
export function weakPasswordRefusal(candidate: string): NextResponse | null {
  return brokenPasswordRules(candidate).length > 0 ? passwordRefusal('weak_password') : null;
}

export const passwordSaved = () => NextResponse.json({ ok: true }, { headers: NO_STORE });
