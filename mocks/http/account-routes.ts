import { http } from 'msw';
import { brokenPasswordRules } from '@/features/account/password-rules';
import { accountByEmail, accountById, type Account } from '@/mocks/data/accounts';
import { accountDevices, replaceAccountDevices } from '@/mocks/data/account-devices';
import { isSubscribed, setSubscribed } from '@/mocks/data/newsletter';
import {
  accountDevicesBodySchema,
  linkLoginBodySchema,
  mailLinkRequestBodySchema,
  passwordChangeBodySchema,
  passwordResetBodySchema,
  profileUpdateBodySchema,
  readBody,
} from '@/mocks/http/bodies';
import { bearerToken, errorResponse, json, storeRoute, unauthorized } from '@/mocks/http/route';
import { issueMailLink, liveMailLink, spendMailLink } from '@/mocks/rules/mail-links';
import { recordMail } from '@/mocks/data/outbox';
import { isValidEmail } from '@/platform/forms/email-address';
import { checkProfile } from '@/mocks/rules/profile-update';
import { accountOfToken, issueTokens } from '@/mocks/rules/sessions';
import { profileBody } from '@/mocks/views/account-view';
import type { AccountDevicesBody, AcknowledgementBody, LinkHolderBody } from '@/mocks/views/wire';

const ACKNOWLEDGED: AcknowledgementBody = { ok: true };

const invalidToken = () => errorResponse(401, 'invalid_token', 'The link is unknown, already used or expired');

function weakPassword(password: string): Response | null {
  const broken = brokenPasswordRules(password);
  return broken.length > 0 ? errorResponse(400, 'weak_password', `The new password breaks the rules: ${broken.join(', ')}`) : null;
}

function signedInAccount(request: Request): Account | undefined {
  const accountId = accountOfToken(bearerToken(request));
  return accountId === null ? undefined : accountById(accountId);
}

/** The account's e-mail links (sign-in, new password), password change and profile edit. */
export const accountRoutes = [
  // A proposed call: a shopper asks for a sign-in or new-password link. The answer is the same for
  // every address, so the form tells nobody who has an account; only an account's owner gets a mail.
  http.post(
    '*/api/auth/mail-link',
    storeRoute(async ({ request }) => {
      const body = await readBody(request, mailLinkRequestBodySchema);
      if (body instanceof Response) return body;
      const email = body.email.trim();
      if (!isValidEmail(email)) return errorResponse(400, 'invalid_email', 'Not an e-mail address');
      const account = accountByEmail(email);
      if (account) recordMail({ to: account.email, kind: `${body.kind}-link`, token: issueMailLink(account.id, body.kind) });
      return json(ACKNOWLEDGED);
    }),
  ),
  // A proposed call: the shop shows whose account a link opens and spends the token only on the shopper's click.
  http.post(
    '*/api/auth/link-peek',
    storeRoute(async ({ request }) => {
      const body = await readBody(request, linkLoginBodySchema);
      if (body instanceof Response) return body;
      const link = liveMailLink(body.token, 'login');
      const account = link && accountById(link.accountId);
      if (!account) return invalidToken();
      const answer: LinkHolderBody = { email: account.email };
      return json(answer);
    }),
  ),
  http.post(
    '*/api/auth/link-login',
    storeRoute(async ({ request }) => {
      const body = await readBody(request, linkLoginBodySchema);
      if (body instanceof Response) return body;
      const link = liveMailLink(body.token, 'login');
      if (!link || !accountById(link.accountId)) return invalidToken();
      spendMailLink(body.token);
      return json(issueTokens({ kind: 'account', accountId: link.accountId }));
    }),
  ),
  http.post(
    '*/api/auth/password-reset',
    storeRoute(async ({ request }) => {
      const body = await readBody(request, passwordResetBodySchema);
      if (body instanceof Response) return body;
      const link = liveMailLink(body.token, 'reset');
      const account = link && accountById(link.accountId);
      if (!link || !account) return invalidToken();
      const weak = weakPassword(body.new_password);
      if (weak) return weak;
      spendMailLink(body.token);
      if (link.persist) account.password = body.new_password;
      return json(ACKNOWLEDGED);
    }),
  ),
  http.post(
    '*/api/auth/password',
    storeRoute(async ({ request }) => {
      const account = signedInAccount(request);
      if (!account) return unauthorized();
      const body = await readBody(request, passwordChangeBodySchema);
      if (body instanceof Response) return body;
      if (body.current_password !== account.password) return errorResponse(403, 'wrong_password', 'The current password is wrong');
      const weak = weakPassword(body.new_password);
      if (weak) return weak;
      account.password = body.new_password;
      return json(ACKNOWLEDGED);
    }),
  ),
  http.post(
    '*/api/auth/profile',
    storeRoute(async ({ request, storefront }) => {
      const account = signedInAccount(request);
      if (!account) return unauthorized();
      const body = await readBody(request, profileUpdateBodySchema);
      if (body instanceof Response) return body;
      const checked = checkProfile(storefront, body);
      if (!checked.ok) return json({ error: 'invalid', message: 'Some fields do not fit', fields: checked.fields }, {}, 400);
      const owner = accountByEmail(checked.profile.email);
      if (owner && owner.id !== account.id) return errorResponse(409, 'email_taken', 'Another account has that e-mail address');
      if (owner === undefined) {
        setSubscribed(checked.profile.email, isSubscribed(account.email));
        setSubscribed(account.email, false);
      }
      Object.assign(account, checked.profile);
      if (body.newsletter !== undefined) setSubscribed(account.email, body.newsletter);
      return json(profileBody(account));
    }),
  ),
  // Proposed: the devices the account keeps, read on sign-in and replaced whole on every change.
  http.get(
    '*/api/auth/devices',
    storeRoute(({ request }) => {
      const account = signedInAccount(request);
      if (!account) return unauthorized();
      const body: AccountDevicesBody = { devices: accountDevices(account.id) };
      return json(body);
    }),
  ),
  http.post(
    '*/api/auth/devices',
    storeRoute(async ({ request }) => {
      const account = signedInAccount(request);
      if (!account) return unauthorized();
      const body = await readBody(request, accountDevicesBodySchema);
      if (body instanceof Response) return body;
      const saved: AccountDevicesBody = { devices: replaceAccountDevices(account.id, body.devices) };
      return json(saved);
    }),
  ),
];
