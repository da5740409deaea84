'use client';

import { useLocale, useTranslations } from 'next-intl';
import { startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { saveProfile, type ProfileFieldProblem, type ProfileFormState } from '@/features/account/profile/profile-actions';
import { ErrorSummary, type FormProblem, TextField, type TextFieldProps } from '@/features/checkout';
import {
  checkProfileField,
  checkProfileForm,
  PROFILE_FIELD_MAX_LENGTH,
  PROFILE_FIELDS,
  profileFieldName,
  type ProfileField,
  type ProfileForm,
} from '@/features/account/profile-form';
import { Link, useRouter } from '@/platform/i18n/navigation';
import { STOREFRONTS, type StorefrontCode } from '@/platform/storefronts/storefronts';

type FieldSetup = Pick<TextFieldProps, 'autoComplete' | 'inputMode' | 'type'> & { optional?: boolean; hint?: boolean };

/** Autofill and the phone keyboard that fits each field; the Dutch postal code has letters. */
function fieldSetup(code: StorefrontCode): Record<ProfileField, FieldSetup> {
  return {
    name: { autoComplete: 'name' },
    email: { autoComplete: 'email', type: 'email', inputMode: 'email' },
    mobile: { autoComplete: 'tel', type: 'tel', inputMode: 'tel', optional: true, hint: true },
    street: { autoComplete: 'street-address' },
    postalCode: { autoComplete: 'postal-code', inputMode: code === 'nl' ? 'text' : 'numeric', hint: true },
    city: { autoComplete: 'address-level2' },
  };
}

const GROUPS = { contact: ['name', 'email', 'mobile'], address: ['street', 'postalCode', 'city'] } as const satisfies Record<string, readonly ProfileField[]>;

/**
 * The profile form. Each field is checked by the storefront's patterns when it is left and all of
 * them on submit, with a summary of what to fix; the server action checks again and adds what only
 * the backend knows (an e-mail address of another account). Whatever happens, what was typed stays.
 */
export function ProfileEditForm({ initial }: { initial: ProfileForm }) {
  const t = useTranslations('profile');
  const code = useLocale() as StorefrontCode;
  const storefront = STOREFRONTS[code];
  const [state, formAction, pending] = useActionState<ProfileFormState, FormData>(saveProfile, { values: initial, problems: [], failure: null });
  const [values, setValues] = useState<ProfileForm>(() => state.values);
  const [touched, setTouched] = useState<ReadonlySet<ProfileField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const setup = fieldSetup(code);
  const router = useRouter();

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);
  useEffect(() => {
    if (state.saved) router.replace({ pathname: '/my-account/profile', query: { saved: '1' } });
    else if (state.problems.length > 0) summaryRef.current?.focus();
    else if (state.failure) failureRef.current?.focus();
  }, [state, router]);

  const label = (field: ProfileField) => (setup[field].optional ? t('fields.optional', { label: t(`fields.${field}`) }) : t(`fields.${field}`));
  const message = (field: ProfileField, problem: ProfileFieldProblem) => t(`problems.${problem}`, { field: t(`fields.${field}`) });
  // The backend's verdict on a field holds until the field is changed.
  const serverProblem = (field: ProfileField) =>
    state.problems.find((entry) => entry.field === field && values[field] === state.values[field])?.problem ?? null;
  const problemOf = (field: ProfileField): ProfileFieldProblem | null =>
    (submitted || touched.has(field) ? checkProfileField(storefront, values, field) : null) ?? serverProblem(field);
  const problems: FormProblem[] = PROFILE_FIELDS.flatMap((field) => {
    const problem = problemOf(field);
    return problem ? [{ target: profileFieldName(field), text: message(field, problem) }] : [];
  });
  const showSummary = problems.length > 0 && (submitted || state.problems.length > 0);
  const hasAddress = GROUPS.address.some((field) => values[field].trim() !== '');

  return (
    <form
      className="profile-form"
      action={formAction}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (checkProfileForm(storefront, values).length > 0) {
          setFailedSubmits((count) => count + 1);
          return;
        }
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
    >
      {showSummary && <ErrorSummary ref={summaryRef} heading={t('problems.heading', { count: problems.length })} problems={problems} />}
      {state.saved && (
        <p role="status" className="alert alert--success">
          {t('saved')} <Link href="/my-account/profile">{t('toProfile')}</Link>
        </p>
      )}
      {state.failure && (
        <p ref={failureRef} role="alert" tabIndex={-1} className="alert alert--danger">
          {t(`failure.${state.failure}`)}
        </p>
      )}
      {(Object.keys(GROUPS) as (keyof typeof GROUPS)[]).map((group) => (
        <fieldset key={group} className="profile-form__group">
          <legend>{t(`legends.${group}`)}</legend>
          {group === 'address' && <p className="field__hint">{t('hints.address')}</p>}
          <div className="field-grid">
            {GROUPS[group].map((field: ProfileField) => {
              const problem = problemOf(field);
              return (
                <TextField
                  key={field}
                  id={profileFieldName(field)}
                  label={label(field)}
                  value={values[field]}
                  onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
                  onBlur={() => setTouched((current) => new Set(current).add(field))}
                  error={problem ? message(field, problem) : null}
                  hint={setup[field].hint ? t(`hints.${field}`) : undefined}
                  type={setup[field].type}
                  autoComplete={setup[field].autoComplete}
                  inputMode={setup[field].inputMode}
                  required={!setup[field].optional && (group === 'contact' || hasAddress)}
                  maxLength={PROFILE_FIELD_MAX_LENGTH[field]}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      <label className="profile-form__check">
        <input
          type="checkbox"
          name="newsletter"
          checked={values.newsletter}
          onChange={(event) => setValues((current) => ({ ...current, newsletter: event.target.checked }))}
        />
        {t('fields.newsletter')}
      </label>
      <div className="form-actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('saving') : t('save')}
        </button>
        <Link className="button button--secondary" href="/my-account/profile">
          {t('cancel')}
        </Link>
      </div>
    </form>
  );
}
