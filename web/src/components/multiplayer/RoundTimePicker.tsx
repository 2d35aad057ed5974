import { LOBBY_ROUND_SECONDS_CHOICES, type LobbyRoundSeconds } from '@bluffle/shared-schema';
import { useMessages } from '../../state/use-messages';

interface RoundTimePickerProps {
  value: number;
  onChange: (roundSeconds: LobbyRoundSeconds) => void;
}

/**
 * The host's round time: a labelled dropdown of 15, 30 or 45 s beside the language, so it works
 * from the keyboard and a screen reader names it as the language picker is named.
 */
export function RoundTimePicker({ value, onChange }: RoundTimePickerProps) {
  const { lobby: text } = useMessages();
  return (
    <>
      <label className="field-label" htmlFor="lobby-round-time-select">
        {text.roundTimeLabel}
      </label>
      <select
        id="lobby-round-time-select"
        className="select-input"
        data-testid="lobby-round-time-select"
        value={value}
        // The options are the choices themselves, so the chosen value is one of them.
        onChange={(event) => onChange(Number(event.target.value) as LobbyRoundSeconds)}
      >
        {LOBBY_ROUND_SECONDS_CHOICES.map((seconds) => (
          <option key={seconds} value={seconds}>
            {text.roundTimeChoice({ seconds })}
          </option>
        ))}
      </select>
    </>
  );
}
