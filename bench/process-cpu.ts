/**
 * The CPU time a process group has used, read from Linux's /proc: what a server spends on its
 * requests (decision 0063, OPS-70). A round's throughput moves with every process that shares
 * the two cores; the CPU seconds its requests took move far less.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times: 100 on every Linux we run on, asked once to be sure. */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The fields of /proc/<pid>/stat after the command's name, which may itself hold spaces and ')'. */
export function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Its process group and the user and system ticks it has used, from one /proc/<pid>/stat. */
export function groupTicks(stat: string): { group: number; ticks: number } {
  const fields = statFields(stat);
  // After the name: state, ppid, pgrp, ... utime is the 14th field of the whole line, stime the 15th.
  return { group: Number(fields[2]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** CPU seconds used so far by every live process of the group led by `leader`. */
export function groupCpuSeconds(leader: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it exited while we looked
    }
    const process = groupTicks(stat);
    if (process.group === leader) ticks += process.ticks;
  }
  return ticks / TICKS_PER_SECOND;
}
