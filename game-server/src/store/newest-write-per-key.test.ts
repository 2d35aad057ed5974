import { NewestWritePerKey } from './newest-write-per-key';

/** A backend whose writes are answered when the test says, each remembered with its value. */
function heldWrites() {
  const written: string[] = [];
  const answers: (() => void)[] = [];
  const write = (value: string) =>
    new Promise<string>((resolve) => {
      answers.push(() => {
        written.push(value);
        resolve(`wrote ${value}`);
      });
    });
  const answerNext = async () => {
    answers.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { write, written, answerNext, inFlight: () => answers.length };
}

describe('NewestWritePerKey', () => {
  it('writes a key one value at a time, the newest next, and tells every caller what covered its value', async () => {
    const backend = heldWrites();
    const writes = new NewestWritePerKey(backend.write);
    const first = writes.submit('ABC234', 'round 1');
    const second = writes.submit('ABC234', 'round 2');
    const third = writes.submit('ABC234', 'round 3');
    expect(backend.inFlight()).toBe(1);

    await backend.answerNext();
    expect(await first).toBe('wrote round 1');
    expect(backend.inFlight()).toBe(1);
    await backend.answerNext();
    expect(backend.written).toEqual(['round 1', 'round 3']);
    expect([await second, await third]).toEqual(['wrote round 3', 'wrote round 3']);
  });

  it('writes different keys side by side', async () => {
    const backend = heldWrites();
    const writes = new NewestWritePerKey(backend.write);
    void writes.submit('ABC234', 'one lobby');
    void writes.submit('XYZ789', 'another');
    expect(backend.inFlight()).toBe(2);
  });

  it('tells the callers a write failed, and writes the next value given after it', async () => {
    let fails = true;
    const writes = new NewestWritePerKey(async (value: string) => {
      if (fails) throw new Error('connection lost');
      return value;
    });
    await expect(writes.submit('ABC234', 'lost')).rejects.toThrow('connection lost');
    fails = false;
    expect(await writes.submit('ABC234', 'again')).toBe('again');
  });
});
