/**
 * Resolves once the browser is online and the page is visible: a retry waits for that instead of
 * spending its attempts while the shopper has no network or another tab open.
 */
export function whenOnlineAndVisible(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!navigator.onLine || document.visibilityState === 'hidden') return;
      window.removeEventListener('online', check);
      document.removeEventListener('visibilitychange', check);
      resolve();
    };
    window.addEventListener('online', check);
    document.addEventListener('visibilitychange', check);
    check();
  });
}
