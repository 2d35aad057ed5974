import { PLAYER_NAME_MAX_LENGTH, randomFunnyName } from '@bluffle/shared-schema';
import { useMessages } from '../state/use-messages';
import { DiceIcon } from './Icons';

/**
 * 'Your name' with the random funny-name button (docs/product.md §5 Player name): the guest menu's and the
 * challenge landing's, so a newcomer gets the same offer of a name on both.
 */
export function PlayerNameField({
  id,
  testId,
  value,
  onChange,
}: {
  id: string;
  testId: string;
  value: string;
  onChange: (name: string) => void;
}) {
  const { menu } = useMessages();
  return (
    <>
      <label className="field-label" htmlFor={id}>
        {menu.yourName}
      </label>
      <div className="name-row">
        <input
          id={id}
          className="text-input"
          data-testid={testId}
          value={value}
          maxLength={PLAYER_NAME_MAX_LENGTH}
          autoComplete="nickname"
          placeholder={menu.namePlaceholder}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="icon-button"
          data-testid="random-name"
          aria-label={menu.randomNameLabel}
          title={menu.randomNameTitle}
          onClick={() => onChange(randomFunnyName())}
        >
          <DiceIcon />
        </button>
      </div>
    </>
  );
}
