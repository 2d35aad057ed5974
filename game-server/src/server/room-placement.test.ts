import { chooseProcess } from './room-placement';

describe('chooseProcess', () => {
  const processes = [
    { processId: 'busy', roomCount: 9 },
    { processId: 'quiet', roomCount: 1 },
    { processId: 'middling', roomCount: 4 },
  ];

  it('opens a room on the process with the fewest rooms', () => {
    expect(chooseProcess(processes, [false, false, false], 'busy')).toBe('quiet');
  });

  it('keeps a room on this process when it is as quiet as another', () => {
    const tied = [
      { processId: 'other', roomCount: 2 },
      { processId: 'this', roomCount: 2 },
    ];
    expect(chooseProcess(tied, [false, false], 'this')).toBe('this');
  });

  it('passes over a draining process, however few rooms it holds', () => {
    expect(chooseProcess(processes, [false, true, false], 'busy')).toBe('middling');
  });

  it('answers this process when every process drains, so it refuses the room itself', () => {
    expect(chooseProcess(processes, [true, true, true], 'busy')).toBe('busy');
  });
});
