// Which process listens on a port: startChild gives a URL, not a pid, and the CPU and memory figures are
// read from /proc/<pid>. The kernel's socket table names the listening socket's inode; the process whose
// descriptors include that socket is the server. Linux only, like the figures themselves.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const LISTEN_STATE = '0A';

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const localAddress = fields[1];
      if (localAddress === undefined || fields[3] !== LISTEN_STATE) continue;
      const localPort = Number.parseInt(localAddress.split(':').pop() ?? '', 16);
      if (localPort === port && fields[9] !== undefined) inodes.add(fields[9]);
    }
  }
  return inodes;
}

function holdsSocket(pid: string, sockets: Set<string>): boolean {
  let descriptors: string[];
  try {
    descriptors = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return false; // another user's process, or gone
  }
  return descriptors.some((descriptor) => {
    try {
      return sockets.has(readlinkSync(`/proc/${pid}/fd/${descriptor}`));
    } catch {
      return false;
    }
  });
}

export function pidListeningOn(port: number): number {
  const sockets = new Set([...listeningInodes(port)].map((inode) => `socket:[${inode}]`));
  if (sockets.size === 0) throw new Error(`nothing listens on port ${port}`);
  const pid = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .find((entry) => holdsSocket(entry, sockets));
  if (pid === undefined) throw new Error(`no process of ours listens on port ${port}`);
  return Number(pid);
}
