/**
 * How long a refused shopper is asked to wait, in the unit a person would say it: seconds under a
 * minute, since a growing wait after a few wrong passwords starts at one second; whole minutes above.
 * Never 0, so the page never says "try again in 0 seconds".
 */
export function retryWait(retryAfterSeconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  const seconds = Number.isFinite(retryAfterSeconds) ? Math.max(1, Math.ceil(retryAfterSeconds)) : 60;
  return seconds < 60 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}
