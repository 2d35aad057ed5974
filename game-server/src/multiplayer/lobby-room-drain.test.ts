import { ERROR_CODES } from '@bluffle/shared-schema';
import { refuseGameWhileDraining } from './lobby-room-drain';

describe('refuseGameWhileDraining', () => {
  it('refuses a start and a rematch while the process drains, with the server-draining code', () => {
    for (const command of [{ type: 'start' }, { type: 'rematch' }] as const) {
      expect(refuseGameWhileDraining(command, true)).toMatchObject({
        isRefused: true,
        refusal: { code: ERROR_CODES.serverDraining },
      });
      expect(refuseGameWhileDraining(command, false)).toBeNull();
    }
  });

  it('lets the game in play go on: answers and the rest pass', () => {
    expect(refuseGameWhileDraining({ type: 'answer', roundNumber: 1, answer: true }, true)).toBeNull();
    expect(refuseGameWhileDraining({ type: 'leave' }, true)).toBeNull();
  });
});
