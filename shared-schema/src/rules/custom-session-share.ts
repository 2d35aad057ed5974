import { pickOne, type RandomSource } from './random';
import { challengeLink } from './share';

/**
 * Fifteen playful texts a wordsmith shares a custom session with (docs/product.md §2 My Bluffles, §9 Sharing: 'custom
 * session shares use one of 15 random texts'). Written in the author's voice: they picked the five words.
 */
export const CUSTOM_SESSION_SHARE_TEXTS: readonly string[] = [
  '🃏 I hand-picked five words to bluff you. Can you tell which ones are real?',
  '🕵️ Five words, some real, some pure invention. I dare you to spot my bluffs!',
  '🧠 I built a Bluffle just for you: five words, zero mercy. Real or fake?',
  '🎭 My five words are wearing disguises. Can you unmask the fakes?',
  '🔥 I made a five-word trap on Bluffle. Walk in and see if you walk out.',
  '📚 Think you know your words? I picked five that say otherwise.',
  '🎯 Five words, chosen by me, to fool you. Prove me wrong!',
  '😈 I cooked up five words to trick you. Which ones did I invent?',
  '🤔 Real word or my bluff? Five tries to find out.',
  '🏆 My custom Bluffle is waiting. Beat my five words if you can!',
  '🪄 I conjured five words. Some are in the dictionary, some only in my head.',
  '🦉 Wise owl or easy mark? Take on the five words I picked for you.',
  '⚡ Five words, fifteen seconds each. Can you call my bluff in time?',
  '🧩 I hid my fakes among real words. Find them all and win bragging rights.',
  '🎲 I rolled out five sneaky words on Bluffle. Your move: real or fake?',
];

export interface CustomSessionShare {
  /** The challenge link that opens the session (docs/product.md §9 Sharing). */
  link: string;
  /** The playful text alone, for share targets that take the link separately (see shareUrls). */
  message: string;
  /** The text with the link, for copying. */
  text: string;
}

/** A random share text for a custom session with its challenge link filled in (docs/product.md §2 'Share Your Challenge'). */
export function customSessionShare(
  input: { origin: string; sessionCode: string },
  random: RandomSource = Math.random,
): CustomSessionShare {
  const link = challengeLink(input.origin, input.sessionCode);
  const message = pickOne(CUSTOM_SESSION_SHARE_TEXTS, random);
  return { link, message, text: `${message} ${link}` };
}
