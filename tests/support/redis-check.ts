import { Socket } from 'node:net';

/** Whether a Redis answers at `url` (a TCP connect within a second), so a Redis test can say what it needs. */
export function isRedisUp(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const answer = (isUp: boolean) => {
      socket.destroy();
      resolve(isUp);
    };
    socket.setTimeout(1000);
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
    socket.connect(Number(port || 6379), hostname);
  });
}
