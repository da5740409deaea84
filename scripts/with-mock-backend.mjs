#!/usr/bin/env node
/**
 * Runs a command (e.g. the shop's server, `node server/serve.mjs`) against the mocked backend when
 * API_BASE_URL is unset: starts the mock server first, waits until it answers, passes its address
 * on, and stops it afterwards.
 * With API_BASE_URL set, the command runs alone against that backend.
 */
import { spawn } from 'node:child_process';
import { waitForBackend } from './wait-for.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-mock-backend <command> [args...]');
  process.exit(2);
}

const children = new Set();
function run(cmd, cmdArgs, env) {
  const child = spawn(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env }, shell: process.platform === 'win32' });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function stopAll(signal = 'SIGTERM') {
  for (const child of children) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(130);
  });
}

let env = {};
if (!process.env.API_BASE_URL) {
  const port = process.env.MOCK_PORT || '4010';
  const base = `http://127.0.0.1:${port}`;
  run(process.execPath, ['--import', 'tsx', 'mocks/server/main.ts'], { MOCK_PORT: port });
  try {
    await waitForBackend(base);
  } catch (error) {
    // A mock that never answers (a port fetch refuses, say 4190) must not outlive this wrapper.
    console.error(error.message);
    stopAll();
    process.exit(1);
  }
  env = { API_BASE_URL: base };
}

const main = run(command, args, env);
main.on('exit', (code, signal) => {
  stopAll();
  process.exit(code ?? (signal ? 1 : 0));
});
