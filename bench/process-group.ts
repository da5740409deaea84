import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Group {
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal) when the leader exits. */
  exited: Promise<number | null>;
  /** SIGTERM to the whole group, then SIGKILL to whatever is left after a grace period. */
  stop: () => Promise<void>;
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a command as the leader of its own process group, output written to `logPath`. npm, the
 * mock-backend wrapper, Next and the mock are then one group that is stopped by the leader's PID,
 * and Ctrl-C in the terminal reaches only the bench, which stops them in order.
 */
export function spawnGroup(command: string, args: string[], logPath: string, env: NodeJS.ProcessEnv): Group {
  const log = openSync(logPath, 'w');
  const child = spawn(command, args, { detached: true, stdio: ['ignore', log, log], env });
  closeSync(log);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', (error) => {
      console.error(`bench: could not run ${command}: ${error.message}`);
      resolve(null);
    });
  });
  const stop = async () => {
    const pid = child.pid;
    if (pid === undefined || !groupAlive(pid)) return;
    process.kill(-pid, 'SIGTERM');
    for (let waited = 0; waited < 10_000 && groupAlive(pid); waited += 200) await sleep(200);
    if (groupAlive(pid)) process.kill(-pid, 'SIGKILL');
  };
  return { child, exited, stop };
}
