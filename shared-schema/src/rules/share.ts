import { pickOne, type RandomSource } from './random';

/** docs/product.md §9 Sharing: the share message is one of ten templates, each with an emoji (the web's catalogue). */
export const SHARE_MESSAGE_COUNT = 10;

const SHARE_MESSAGE_INDEXES = Array.from({ length: SHARE_MESSAGE_COUNT }, (_, index) => index);

/** Which of the ten share messages a share shows, picked at random (docs/product.md §2 Share modal, §9 Sharing). */
export function shareMessageIndex(random: RandomSource = Math.random): number {
  return pickOne(SHARE_MESSAGE_INDEXES, random);
}

/** The challenge link: the site origin plus a challenge query with the session code (docs/product.md §9 Sharing). */
export function challengeLink(origin: string, sessionCode: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}/?challenge=${encodeURIComponent(sessionCode)}`;
}

export interface ShareUrls {
  facebook: string;
  twitter: string;
  whatsapp: string;
}

/** Share targets for the share modal (docs/product.md §2): Facebook shares the link, Twitter and WhatsApp the message too. */
export function shareUrls(link: string, message: string): ShareUrls {
  const encodedLink = encodeURIComponent(link);
  const encodedMessage = encodeURIComponent(message);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedLink}`,
    twitter: `https://twitter.com/intent/tweet?text=${encodedMessage}&url=${encodedLink}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`,
  };
}
