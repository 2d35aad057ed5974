import type { MessagesOf } from './messages-of';

/** The ad slots and our own house ad (docs/product.md §2, docs/design.md (gaps closed) 'ads'). */
export const adsEnglish = {
  advertisement: 'Advertisement',
  adLabel: 'Ad',
  houseAdText: 'Enjoy Bluffle without interruptions.',
  removeAds: 'Remove ads',
  /** Asked before an ad takes a player out of a running game: the game would end. */
  leaveGameQuestion: 'Leave this game to see the plans? The game you are playing will end.',
};

export const adsFilipino: MessagesOf<typeof adsEnglish> = {
  advertisement: 'Patalastas',
  adLabel: 'Anunsyo',
  houseAdText: 'I-enjoy ang Bluffle nang walang abala.',
  removeAds: 'Alisin ang mga ad',
  leaveGameQuestion: 'Iiwan ang larong ito para tingnan ang mga plan? Matatapos ang larong nilalaro mo.',
};
