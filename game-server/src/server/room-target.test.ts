import { ROOM_TARGET_MAX_LENGTH, roomTargetProblem } from './room-target';

describe('roomTargetProblem', () => {
  it('lets lobby codes, Colyseus ids and room type names through', () => {
    for (const target of ['K7QX3M', 'lobby', 'aB3_x-9Zq', 'my_room', 'x'.repeat(ROOM_TARGET_MAX_LENGTH)]) {
      expect(roomTargetProblem(target)).toBeNull();
    }
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'])(
    'refuses the Object.prototype key %s',
    (key) => {
      expect(roomTargetProblem(key)).toBe('That is not a room name or id.');
    },
  );

  it('refuses a prototype key hidden behind percent-encoding', () => {
    expect(roomTargetProblem('%5F%5Fproto%5F%5F')).toBe('That is not a room name or id.');
  });

  it('refuses control characters, encoded or not', () => {
    for (const target of ['%00abc', 'a%0Ab', 'a\u0007b', '%7F', '%C2%85']) {
      expect(roomTargetProblem(target)).toBe('A room name or id cannot contain control characters.');
    }
  });

  it('refuses long targets with a short message that does not repeat them', () => {
    const problem = roomTargetProblem('x'.repeat(5000));
    expect(problem).toBe(`A room name or id is at most ${ROOM_TARGET_MAX_LENGTH} characters.`);
  });

  it('refuses an empty target and broken percent-encoding', () => {
    expect(roomTargetProblem('')).toBe('Name a room type or give a room id.');
    expect(roomTargetProblem('%E0%A4%A')).toBe('The room name or id is not valid percent-encoding.');
  });
});
