import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { createClient } from 'redis';

/**
 * A real Redis server (Debian's `redis-server`, which `.ci/run` installs) for one test file, on a
 * port of its own so that parallel test files never share one. Nothing is persisted.
 */
export interface TestRedis {
  readonly url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connected, but answering nothing, as a Redis under too much load. */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  const probe = createClient({ url, socket: { reconnectStrategy: false } });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    if (probe.isOpen) probe.destroy();
  }
}

export async function startTestRedis(): Promise<TestRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-redis-'));
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;

  async function start() {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
    server.on('error', (error) => {
      throw new Error(`redis-server could not start (apt-get install -y redis-server): ${error.message}`);
    });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (await answers(url)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not answer within 5 s');
  }

  async function stop() {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  }

  await start();
  return {
    url,
    start,
    stop,
    pause: () => server?.kill('SIGSTOP'),
    resume: () => server?.kill('SIGCONT'),
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
