'use client';

import { useTranslations } from 'next-intl';
import { forwardRef } from 'react';

export interface FormProblem {
  /** The id of the control to go to. */
  target: string;
  text: string;
}

/**
 * Every problem of a submit, each a link to its field. It takes focus on submit, so a screen-reader
 * user hears what to fix, and is no live region: the list shrinks quietly as fields are fixed.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { problems: readonly FormProblem[] }>(function ErrorSummary({ problems }, ref) {
  const t = useTranslations('checkoutForm.problems');
  return (
    <div ref={ref} className="error-summary" role="group" aria-labelledby="error-summary-title" tabIndex={-1}>
      <h2 id="error-summary-title">{t('heading', { count: problems.length })}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem.text}>
            <a
              href={`#${problem.target}`}
              onClick={(event) => {
                event.preventDefault();
                const control = document.getElementById(problem.target);
                control?.focus();
                control?.scrollIntoView({ block: 'center' });
              }}
            >
              {problem.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
