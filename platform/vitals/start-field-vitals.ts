/**
 * Starts field vitals once the page has loaded: the reporter and web-vitals come in a chunk of their
 * own then, so they are in no page's first load and never compete with it.
 */
export function startFieldVitals(): void {
  const start = () => void import('@/platform/vitals/vitals-beacon').then(({ reportFieldVitals }) => reportFieldVitals());
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
