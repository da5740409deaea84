/**
 * `npm run bench:uploads`: what 40 slow uploads of 9 MB at once cost the server's memory. Each posts
 * to the cart sync from a foreign origin, as an attacker would, 64 kB at a time over 10 seconds; the
 * server's resident memory is sampled meanwhile. Loopback only, bounded in count, size and time.
 * Run it against a production build made with the same STORE_PORT (`npm run build`).
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cleanupAll, onCleanup } from '@/bench/cleanup';
import { spawnGroup } from '@/bench/process-group';

const ADDRESS = '127.0.0.1';
const UPLOADS = 40;
const BODY_BYTES = 9 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
const UPLOAD_MS = 10_000;
/** Every upload is answered or dropped by then; the bench never runs longer. */
const DEADLINE_MS = 60_000;
const READY_TIMEOUT_MS = 90_000;
const SAMPLE_MS = 100;

function port(name: string, fallback: string): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1024 || value > 65535) throw new Error(`${name} must be a port number, not "${process.env[name]}".`);
  return value;
}

const STORE_PORT = port('STORE_PORT', '3000');
const MOCK_PORT = port('MOCK_PORT', '4010');
const HOST = `sv.localhost:${STORE_PORT}`;

/** Resident memory of a process in bytes (VmRSS), or 0 once it is gone. */
function residentBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The Next server among the processes the bench started: the one whose command line runs Next, not npm or the mock. */
function nextServerPid(groupId: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const groupOf = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      if (groupOf === groupId && /next-server|next\/dist\/bin\/next|\bnext start/.test(command) && !/with-mock-backend|npm/.test(command)) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  return null;
}

function answersHome(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: ADDRESS, port: STORE_PORT }, () => {
      socket.end(`GET /bench-floor HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`);
    });
    socket.once('data', (data) => {
      resolve(data.toString('latin1').startsWith('HTTP/1.1 200'));
      socket.destroy();
    });
    socket.once('close', () => resolve(false));
    socket.once('error', () => socket.destroy());
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

/** One slow upload; resolves with the status the server answered, or 0 when it answered none. */
function slowUpload(): Promise<number> {
  return new Promise((resolve) => {
    let status = 0;
    const chunk = Buffer.alloc(CHUNK_BYTES, 0x20);
    const chunks = BODY_BYTES / CHUNK_BYTES;
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket = net.connect({ host: ADDRESS, port: STORE_PORT }, () => {
      socket.write(
        `POST /api/sync-cart HTTP/1.1\r\nHost: ${HOST}\r\nOrigin: https://evil.example\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${BODY_BYTES}\r\nConnection: close\r\n\r\n`,
      );
      timer = setInterval(() => {
        if (sent === chunks) return clearInterval(timer);
        socket.write(chunk);
        sent += 1;
      }, UPLOAD_MS / chunks);
    });
    socket.on('data', (data) => {
      status ||= Number(/^HTTP\/1\.1 (\d{3})/.exec(data.toString('latin1'))?.[1] ?? 0);
    });
    const deadline = setTimeout(() => socket.destroy(), DEADLINE_MS);
    socket.once('close', () => {
      clearInterval(timer);
      clearTimeout(deadline);
      resolve(status);
    });
    socket.once('error', () => socket.destroy());
  });
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const log = path.join(mkdtempSync(path.join(tmpdir(), 'slow-uploads-')), 'serve.log');
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(STORE_PORT), STORE_PORT: String(STORE_PORT), MOCK_PORT: String(MOCK_PORT) };
  delete env.API_BASE_URL;
  console.log(`bench: starting npm run serve on ${ADDRESS}:${STORE_PORT} (log: ${log})`);
  const group = spawnGroup('npm', ['run', 'serve'], log, env);
  onCleanup(group.stop);
  const ready = Date.now() + READY_TIMEOUT_MS;
  while (!(await answersHome())) {
    if (Date.now() > ready) throw new Error(`the shop did not answer within ${READY_TIMEOUT_MS / 1000} s; see ${log}`);
    await sleep(500);
  }
  const pid = group.child.pid === undefined ? null : nextServerPid(group.child.pid);
  if (pid === null) throw new Error('no Next server process found among those the bench started');
  for (let warm = 0; warm < 5; warm += 1) await answersHome();
  await sleep(1_000);
  const before = residentBytes(pid);
  let peak = before;
  let answered = 0;
  const started = Date.now();
  const sampler = setInterval(() => {
    const now = residentBytes(pid);
    peak = Math.max(peak, now);
    if (Math.round((Date.now() - started) / SAMPLE_MS) % 20 === 0) {
      console.log(`${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s: RSS ${megabytes(now)}, ${answered} of ${UPLOADS} answered`);
    }
  }, SAMPLE_MS);
  const statuses = await Promise.all(
    Array.from({ length: UPLOADS }, async () => {
      const status = await slowUpload();
      answered += 1;
      return status;
    }),
  );
  clearInterval(sampler);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = Object.entries(statuses.reduce<Record<string, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {}));
  console.log(`${UPLOADS} uploads of ${megabytes(BODY_BYTES)} at once, each over ${UPLOAD_MS / 1000} s, from a foreign origin, in ${seconds} s`);
  console.log(`answers: ${counts.map(([status, count]) => `${count} x ${status === '0' ? 'none' : status}`).join(', ')}`);
  console.log(`Next server RSS: ${megabytes(before)} before, ${megabytes(peak)} at the peak (+${megabytes(peak - before)})`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanupAll().then(() => process.exit(1)));
}

main()
  .catch((error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
