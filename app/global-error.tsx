'use client';

import './globals.css';

/** Last resort when the storefront layout itself failed: no translations are available here. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main className="status-page">
          <p className="status-page__code">500</p>
          <h1>Something went wrong</h1>
          <button type="button" className="button" onClick={reset}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
