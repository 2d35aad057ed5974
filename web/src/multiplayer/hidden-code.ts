// Hiding a lobby's code on screen for streaming: the code and any link carrying it show as dots,
// while Copy still copies the real thing. One mask, whatever the code's length, so it gives nothing away.

export const HIDDEN_CODE = '••••••';

/** The code as the screen shows it: the mask while hidden, unless the player chose to reveal it. */
export function displayedCode(code: string, options: { isHidden: boolean; isRevealed: boolean }): string {
  return options.isHidden && !options.isRevealed ? HIDDEN_CODE : code;
}

/** A link as the screen shows it: the code inside masked the same way (the copy keeps the real link). */
export function displayedLink(
  link: string,
  code: string,
  options: { isHidden: boolean; isRevealed: boolean },
): string {
  const shown = displayedCode(code, options);
  return shown === code ? link : link.split(encodeURIComponent(code)).join(shown);
}
