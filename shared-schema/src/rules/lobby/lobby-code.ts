import { ERROR_CODES, ERROR_MESSAGES } from '../../errors';
import { LOBBY_CODE_LENGTH } from '../../constants';
import { generateCode } from '../codes';
import type { RandomSource } from '../random';
import type { LobbyRuling } from './lobby-refusal';

/** A new lobby code: 6 characters of the shared code alphabet (docs/design.md (gaps closed): no 0, O, 1, I). */
export function generateLobbyCode(random: RandomSource = Math.random): string {
  return generateCode(LOBBY_CODE_LENGTH, random);
}

/**
 * A typed code as the lobby looks it up (docs/product.md §5 Join lobby): trimmed, uppercased, cut to 6 characters as the
 * spec's input field does; blank is refused with the spec's message. Characters outside the alphabet are left
 * for the lookup to miss, so the person sees 'not found' for a mistyped code rather than a second rule.
 */
export function normaliseLobbyCode(typed: string): LobbyRuling<string> {
  const code = typed.trim().toUpperCase().slice(0, LOBBY_CODE_LENGTH);
  if (code === '') {
    return {
      isRefused: true,
      refusal: { code: ERROR_CODES.lobbyCodeRequired, message: ERROR_MESSAGES.lobbyCodeRequired },
    };
  }
  return { isRefused: false, value: code };
}
