/**
 * Resolves in the first task after the browser has painted the next frame. A tap's own change (a
 * busy button, a checked radio) is rendered before it and shows at once; what the tap sets off
 * besides (the stores, every component that reads them, the calls to the backend) waits for it, so
 * the shopper's next paint does not wait for all of that (docs/operating.md, OPS-73, decision 0068).
 * A hidden page paints no frames: there it goes on in the next task, at once or as it is hidden.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const next = () => {
      if (done) return;
      done = true;
      document.removeEventListener('visibilitychange', next);
      setTimeout(resolve, 0);
    };
    if (document.visibilityState === 'hidden') return next();
    document.addEventListener('visibilitychange', next);
    requestAnimationFrame(next);
  });
}
