import { ERROR_CODES } from '@bluffle/shared-schema';
import { openFailureOf } from './open-failure';

describe('openFailureOf', () => {
  it('sends an unreachable server to the next transport', () => {
    expect(openFailureOf({ kind: 'unreachable' })).toEqual({
      isUnreachable: true,
      code: null,
      message: null,
    });
  });

  it("keeps a refusal's code and words, and hides a fault of ours behind the spec's default", () => {
    const full = { kind: 'refused', code: ERROR_CODES.lobbyFull, message: 'Full.', status: 409 } as const;
    expect(openFailureOf(full)).toEqual({
      isUnreachable: false,
      code: ERROR_CODES.lobbyFull,
      message: 'Full.',
    });
    expect(openFailureOf({ ...full, code: null, message: '' })).toEqual({
      isUnreachable: false,
      code: null,
      message: null,
    });
    expect(openFailureOf({ kind: 'our-fault', code: ERROR_CODES.internal })).toEqual({
      isUnreachable: false,
      code: null,
      message: null,
    });
  });
});
