'use server';

import { checkProfileForm, profileFormFrom, profileSaveOutcome, profileUpdateOf, type ProfileField, type ProfileForm, type ProfileProblem } from '@/lib/account/profile-form';
import { updateProfile } from '@/lib/api/calls/auth';
import { getPathname } from '@/lib/i18n/navigation';
import { redirect } from 'next/navigation';
import { actionStorefront } from '@/lib/session/action-storefront';
import { accountAccessToken } from '@/lib/session/server-session';

export type ProfileFieldProblem = ProfileProblem | 'emailTaken';

export interface ProfileFormState {
  values: ProfileForm;
  problems: { field: ProfileField; problem: ProfileFieldProblem }[];
  failure: 'signed-out' | 'unavailable' | 'rejected' | null;
}

/**
 * Saves the profile form, with or without JavaScript. The storefront's patterns are checked here
 * too, since a form posted without script skipped the browser's checks. Saved, the customer lands
 * on the profile with its new values; refused, the form comes back as it was typed.
 */
export async function saveProfile(_previous: ProfileFormState, data: FormData): Promise<ProfileFormState> {
  const storefront = await actionStorefront();
  const values = profileFormFrom(data);
  const problems = checkProfileForm(storefront, values);
  if (problems.length > 0) return { values, problems, failure: null };
  const token = await accountAccessToken();
  if (!token) return { values, problems: [], failure: 'signed-out' };
  const outcome = profileSaveOutcome(await updateProfile(storefront.code, token, profileUpdateOf(storefront, values)));
  switch (outcome.kind) {
    case 'saved':
      redirect(getPathname({ locale: storefront.code, href: { pathname: '/my-account/profile', query: { saved: '1' } } }));
    case 'invalid':
      // A 400 naming no field we show still leaves the form to fix: say so for the whole form.
      return { values, problems: outcome.fields.map((field) => ({ field, problem: 'invalid' })), failure: outcome.fields.length ? null : 'rejected' };
    case 'email-taken':
      return { values, problems: [{ field: 'email', problem: 'emailTaken' }], failure: null };
    case 'signed-out':
    case 'unavailable':
      return { values, problems: [], failure: outcome.kind };
  }
}
