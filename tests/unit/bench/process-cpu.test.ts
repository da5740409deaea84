import { pbkdf2Sync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupCpuSeconds, groupTicks } from '@/bench/process-cpu';

describe("a process group's CPU time, from /proc (docs/operating.md, OPS-70)", () => {
  it("reads the group and the user and system ticks past a name with spaces and ')'", () => {
    const stat = '4181 (node a) b) R 4178 4170 32576 0 -1 4194304 126 0 0 0 250 40 3 1 20 0 1 0 6058304';
    expect(groupTicks(stat)).toEqual({ group: 4170, ticks: 290 });
  });

  it('reads any name a process may have', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 15 }), fc.nat(), fc.nat(1e9), fc.nat(1e9), (name, group, user, system) => {
        const stat = `12 (${name}) S 1 ${group} 1 0 -1 0 0 0 0 0 ${user} ${system} 0 0 20 0 1 0 1`;
        expect(groupTicks(stat)).toEqual({ group, ticks: user + system });
      }),
    );
  });

  it('counts the CPU a process of the group spends, however busy the machine is', () => {
    const group = groupTicks(readFileSync('/proc/self/stat', 'utf8')).group;
    const before = groupCpuSeconds(group);
    // A fixed amount of work: its CPU time does not depend on what else runs, only on this CPU.
    pbkdf2Sync('work', 'salt', 300_000, 32, 'sha256');
    expect(groupCpuSeconds(group) - before).toBeGreaterThanOrEqual(0.02);
  });
});
