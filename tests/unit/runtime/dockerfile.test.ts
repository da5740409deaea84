/**
 * The Dockerfile is not built here (no container engine runs where the shop is tested; decision
 * 0049), so what it must keep is held by reading it: the Node the project pins, the artifact started
 * through the shop's own server, as the unprivileged user, with a health check the load balancer's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
const dockerfile = read('Dockerfile');
const manifest = JSON.parse(read('package.json')) as { devDependencies: Record<string, string>; scripts: Record<string, string> };
const stages = dockerfile.split(/^FROM /m).slice(1);
const runStage = stages.at(-1) ?? '';

describe('the Dockerfile', () => {
  it('builds and runs on the Node that package.json pins', () => {
    expect(dockerfile).toContain(`ARG NODE_VERSION=${manifest.devDependencies.node}\n`);
    expect(stages.map((stage) => stage.split(/\s/)[0])).toEqual(['node:${NODE_VERSION}-bookworm-slim', 'deps', 'node:${NODE_VERSION}-bookworm-slim']);
  });

  it('assembles the artifact with the script the cluster tests run, and the run stage takes nothing else', () => {
    expect(manifest.scripts.standalone).toBe('node scripts/standalone.mjs');
    expect(dockerfile).toMatch(/^RUN npm run build && npm run standalone -- \/artifact$/m);
    expect(runStage.match(/^COPY .*$/gm)).toEqual(['COPY --from=build --chown=node:node /artifact ./']);
  });

  it('runs as the unprivileged node user, through server/serve.mjs, with a health check on /api/health', () => {
    expect(runStage).toMatch(/^USER node$/m);
    expect(runStage).toMatch(/^CMD \["node", "server\/serve\.mjs"\]$/m);
    expect(runStage).toMatch(/^HEALTHCHECK [^\n]*\\\n\s+CMD \[.*\/api\/health.*\]$/m);
  });

  it('leaves what is installed or built here out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '.next', '.git']) expect(ignored).toContain(entry);
  });
});
