import '@/platform/ui/globals.css';

/** A 404 outside every storefront (no locale could be resolved). */
export default function GlobalNotFound() {
  return (
    <html lang="sv-SE">
      <body>
        <main className="not-found">
          <h1>404</h1>
          <p>This page could not be found</p>
        </main>
      </body>
    </html>
  );
}
