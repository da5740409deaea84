/** Waiting for the parts a script starts: until an address answers 2xx, or a deadline passes. */
export async function waitForAnswer(url, { timeoutMs = 60_000, what = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s.`);
}

/** The mocked backend answers once its catalog is built. */
export function waitForBackend(base, timeoutMs = 60_000) {
  return waitForAnswer(`${base}/api/strings?locale=sv&sid=1`, { timeoutMs, what: `The mock backend at ${base}` });
}
