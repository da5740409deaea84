'use server';

import {
  checkProfileForm,
  profileFormFrom,
  profileFormOf,
  profileSaveOutcome,
  profileUpdateOf,
  type ProfileField,
  type ProfileForm,
  type ProfileProblem,
} from '@/features/account/profile-form';
import { updateProfile } from '@/platform/api/calls/auth';
import { actionStorefront } from '@/platform/session/action-storefront';
import { accountAccessToken } from '@/platform/session/server-session';

export type ProfileFieldProblem = ProfileProblem | 'emailTaken';

export interface ProfileFormState {
  values: ProfileForm;
  problems: { field: ProfileField; problem: ProfileFieldProblem }[];
  failure: 'signed-out' | 'unavailable' | 'rejected' | null;
  saved?: true;
}

/**
 * Saves the profile form, with or without JavaScript. The storefront's patterns are checked here
 * too, since a form posted without script skipped the browser's checks. Saved, the form says so
 * (and the page then shows the profile); refused, the form comes back as it was typed. No redirect:
 * Next renders an action's redirect target in the same request, past the proxy that picks the
 * storefront from Host, so the target would come out in the default storefront's language.
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
      return { values: profileFormOf(storefront, outcome.profile), problems: [], failure: null, saved: true };
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
