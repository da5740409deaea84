/**
 * What the bench started and must stop: servers and browsers register here, and run.ts stops them
 * all on success, on failure and on Ctrl-C alike.
 */
type Stop = () => Promise<void>;

const stops = new Set<Stop>();

/** Registers `stop`; the returned function stops it now and forgets it. */
export function onCleanup(stop: Stop): () => Promise<void> {
  stops.add(stop);
  return async () => {
    if (stops.delete(stop)) await stop();
  };
}

/** Stops everything still registered, newest first; a failing stop does not keep the others running. */
export async function cleanupAll(): Promise<void> {
  const pending = [...stops].reverse();
  stops.clear();
  for (const stop of pending) {
    try {
      await stop();
    } catch (error) {
      console.error(`bench: cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
