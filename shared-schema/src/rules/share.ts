import { pickOne, type RandomSource } from './random';

/** Ten share messages, each with an emoji (spec §9 Sharing); {score}, {max} and {name} are filled in. */
export const SHARE_TEMPLATES: readonly string[] = [
  '🧠 {name} scored {score}/{max} on Bluffle! Can you spot the fake words better?',
  '🕵️ {name} sniffed out the bluffs for {score}/{max}. Think you can beat that?',
  '🔥 {score}/{max} on Bluffle! {name} dares you to try the same words.',
  '📚 Real word or total bluff? {name} scored {score}/{max}. Your turn!',
  '🎯 {name} hit {score}/{max} on Bluffle. Take the challenge!',
  '🤔 Can you tell real words from fakes? {name} got {score}/{max}.',
  '🏆 {name} just scored {score}/{max} on Bluffle. Bet you can’t top it!',
  '😎 {score} out of {max}! {name} is calling your bluff.',
  '🃏 {name} played the word bluffing game and scored {score}/{max}. Show them how it’s done!',
  '⚡ Quick: real or fake? {name} scored {score}/{max}. Beat it if you can!',
];

/** Fills a template; a placeholder appearing twice is filled twice. */
export function fillShareTemplate(
  template: string,
  input: { score: number; max: number; playerName: string },
): string {
  return template
    .replaceAll('{score}', String(input.score))
    .replaceAll('{max}', String(input.max))
    .replaceAll('{name}', input.playerName);
}

/** A share message from a random template (spec §2 Share modal, §9 Sharing). */
export function shareMessage(
  input: { score: number; max: number; playerName: string },
  random: RandomSource = Math.random,
): string {
  return fillShareTemplate(pickOne(SHARE_TEMPLATES, random), input);
}

/** The challenge link: the site origin plus a challenge query with the session code (spec §9 Sharing). */
export function challengeLink(origin: string, sessionCode: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}/?challenge=${encodeURIComponent(sessionCode)}`;
}

export interface ShareUrls {
  facebook: string;
  twitter: string;
  whatsapp: string;
}

/** Share targets for the share modal (spec §2): Facebook shares the link, Twitter and WhatsApp the message too. */
export function shareUrls(link: string, message: string): ShareUrls {
  const encodedLink = encodeURIComponent(link);
  const encodedMessage = encodeURIComponent(message);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedLink}`,
    twitter: `https://twitter.com/intent/tweet?text=${encodedMessage}&url=${encodedLink}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`,
  };
}
