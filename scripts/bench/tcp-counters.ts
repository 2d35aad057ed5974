// The kernel's TCP counters (/proc/net/netstat, machine-wide): when the server's accept queue overflows,
// connection attempts are dropped and retried by the client after 1, 3, 7, 15 s…, which shows up as calls
// that take seconds while the server's own figures look fine. Read before and after a run to tell the two apart.
import { readFileSync } from 'node:fs';

const COUNTERS = ['ListenOverflows', 'ListenDrops', 'TCPSynRetrans', 'TCPTimeouts'] as const;
export type TcpCounters = Record<(typeof COUNTERS)[number], number>;

export function readTcpCounters(): TcpCounters {
  const counters: TcpCounters = { ListenOverflows: 0, ListenDrops: 0, TCPSynRetrans: 0, TCPTimeouts: 0 };
  let text = '';
  try {
    text = readFileSync('/proc/net/netstat', 'utf8');
  } catch {
    return counters;
  }
  const [names, values] = text.split('\n').filter((line) => line.startsWith('TcpExt:'));
  const nameList = names?.split(/\s+/) ?? [];
  const valueList = values?.split(/\s+/) ?? [];
  for (const counter of COUNTERS) {
    const index = nameList.indexOf(counter);
    if (index > 0) counters[counter] = Number(valueList[index]);
  }
  return counters;
}

export function tcpCountersSince(before: TcpCounters): TcpCounters {
  const now = readTcpCounters();
  return {
    ListenOverflows: now.ListenOverflows - before.ListenOverflows,
    ListenDrops: now.ListenDrops - before.ListenDrops,
    TCPSynRetrans: now.TCPSynRetrans - before.TCPSynRetrans,
    TCPTimeouts: now.TCPTimeouts - before.TCPTimeouts,
  };
}
