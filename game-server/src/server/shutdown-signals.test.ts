import { createLogger } from '../logging/logger';
import { onShutdownSignal, type StoppableServer } from './shutdown-signals';

/** A server whose drain and close settle when the test says. */
function fakeServer() {
  const calls: string[] = [];
  let finishDrain = () => {};
  const server: StoppableServer = {
    drain: () => {
      calls.push('drain');
      return new Promise<void>((resolve) => (finishDrain = resolve));
    },
    close: () => {
      calls.push('close');
      finishDrain();
      return Promise.resolve();
    },
  };
  return { server, calls, finishDrain: () => finishDrain() };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));
const silent = createLogger('silent');

describe('onShutdownSignal', () => {
  it('drains on SIGTERM and exits once the drain is done', async () => {
    const { server, calls, finishDrain } = fakeServer();
    const exits: number[] = [];
    onShutdownSignal(server, (code) => exits.push(code), silent)('SIGTERM');
    await flush();
    expect([calls, exits]).toEqual([['drain'], []]);
    finishDrain();
    await flush();
    expect(exits).toEqual([0]);
  });

  it('stops at once on a second SIGTERM, and exits once', async () => {
    const { server, calls } = fakeServer();
    const exits: number[] = [];
    const onSignal = onShutdownSignal(server, (code) => exits.push(code), silent);
    onSignal('SIGTERM');
    onSignal('SIGTERM');
    onSignal('SIGTERM');
    await flush();
    expect([calls, exits]).toEqual([['drain', 'close'], [0]]);
  });

  it('stops at once on Ctrl-C, and ignores the copy the launcher passes on', async () => {
    const { server, calls } = fakeServer();
    const exits: number[] = [];
    const onSignal = onShutdownSignal(server, (code) => exits.push(code), silent);
    onSignal('SIGINT');
    onSignal('SIGINT');
    await flush();
    expect([calls, exits]).toEqual([['close'], [0]]);
  });
});
