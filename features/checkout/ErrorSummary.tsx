'use client';

import { forwardRef } from 'react';

export interface FormProblem {
  /** The id of the control to go to. */
  target: string;
  text: string;
}

/**
 * Every problem of a submit, each a link to its field. It takes focus on submit, so a screen-reader
 * user hears what to fix, and is no live region: the list shrinks quietly as fields are fixed. The
 * heading is the form's own (what the fixes are needed for), so that other forms can use it too.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { heading: string; problems: readonly FormProblem[] }>(function ErrorSummary(
  { heading, problems },
  ref,
) {
  return (
    <div ref={ref} className="error-summary" role="group" aria-labelledby="error-summary-title" tabIndex={-1}>
      <h2 id="error-summary-title">{heading}</h2>
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
