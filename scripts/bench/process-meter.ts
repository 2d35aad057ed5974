// A server's own CPU time and memory, read by the kernel's accounting of its process (/proc/<pid>) rather
// than from inside it, so measuring costs the server nothing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const RSS_SAMPLE_MS = 500;

function clockTicksPerSecond(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

const TICKS_PER_SECOND = clockTicksPerSecond();

/** User + system CPU seconds the process has used so far (fields 14 and 15 of /proc/<pid>/stat). */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces; count fields after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  return (userTicks + systemTicks) / TICKS_PER_SECOND;
}

/** Resident memory in MB (VmRSS of /proc/<pid>/status); NaN once the process is gone. */
export function rssMegabytesOf(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Samples the process's RSS every 500 ms until stopped; answers the peak. */
export function sampleRss(pid: number): { stop(): number } {
  let peak = rssMegabytesOf(pid);
  const timer = setInterval(() => {
    const now = rssMegabytesOf(pid);
    if (now > peak) peak = now;
  }, RSS_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      const last = rssMegabytesOf(pid);
      return Number.isNaN(last) ? peak : Math.max(peak, last);
    },
  };
}
