'use client';

import { useTranslations } from 'next-intl';
import { brokenPasswordRules, PASSWORD_MIN_LENGTH, PASSWORD_RULES } from '@/features/account/password-rules';

/** The password rules, listed before typing; each says in words whether the candidate meets it yet. */
export function PasswordRules({ id, candidate }: { id: string; candidate: string }) {
  const t = useTranslations('login');
  const broken = brokenPasswordRules(candidate);
  return (
    <div id={id} className="password-rules">
      <p>{t('rulesIntro')}:</p>
      <ul>
        {PASSWORD_RULES.map((rule) => {
          const met = candidate.length > 0 && !broken.includes(rule);
          return (
            <li key={rule} className={met ? 'password-rules__rule password-rules__rule--met' : 'password-rules__rule'}>
              <span aria-hidden="true" className="password-rules__mark">
                {met ? '✓' : '○'}
              </span>{' '}
              {t(`rules.${rule}`, { min: PASSWORD_MIN_LENGTH })}
              {candidate.length > 0 && <span className="password-rules__state"> ({met ? t('ruleMet') : t('ruleMissing')})</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
