import type { PlayLanguage } from '@bluffle/shared-schema';
import { commonEnglish, commonFilipino } from './catalogue/common';
import { menuEnglish, menuFilipino } from './catalogue/menu';
import { roundEnglish, roundFilipino } from './catalogue/round';
import { adminEnglish, adminFilipino } from './catalogue/admin';
import { adminWordsEnglish, adminWordsFilipino } from './catalogue/admin-words';
import { wordFactsEnglish, wordFactsFilipino } from './catalogue/word-facts';
import { lobbyEnglish, lobbyFilipino } from './catalogue/lobby';
import { plansEnglish, plansFilipino } from './catalogue/plans';
import { wordsmithEnglish, wordsmithFilipino } from './catalogue/wordsmith';
import { wordsmithFormEnglish, wordsmithFormFilipino } from './catalogue/wordsmith-form';
import { wordFormProblemsEnglish, wordFormProblemsFilipino } from './catalogue/word-form-problems';
import { wordsmithSessionsEnglish, wordsmithSessionsFilipino } from './catalogue/wordsmith-sessions';
import { startEnglish, startFilipino } from './catalogue/start';
import { dailyEnglish, dailyFilipino } from './catalogue/daily';
import { shareEnglish, shareFilipino } from './catalogue/share';
import { challengeEnglish, challengeFilipino } from './catalogue/challenge';
import { signInEnglish, signInFilipino } from './catalogue/sign-in';
import { guestProgressEnglish, guestProgressFilipino } from './catalogue/guest-progress';
import { adsEnglish, adsFilipino } from './catalogue/ads';
import { chromeEnglish, chromeFilipino } from './catalogue/chrome';
import { wordReviewEnglish, wordReviewFilipino } from './catalogue/word-review';
import { resultsTextEnglish, resultsTextFilipino } from './catalogue/results-text';
import { resultsEnglish, resultsFilipino } from './catalogue/results';
import { accountEnglish, accountFilipino } from './catalogue/account';
import { progressEnglish, progressFilipino } from './catalogue/progress';
import { pointsEnglish, pointsFilipino } from './catalogue/points';
import { serverErrorsEnglish, serverErrorsFilipino } from './catalogue/server-errors';
import { boardEnglish, boardFilipino } from './catalogue/board';
import { howToPlayEnglish, howToPlayFilipino } from './catalogue/how-to-play';

// The one message catalogue: every visible text of the web app, by area. English entries are the
// spec's messages; the Filipino catalogue must have every key (the type below makes a missing one a compile
// error). A new area is a file in catalogue/ exporting its English and Filipino halves, added to both here.

const english = {
  results: resultsEnglish,
  account: accountEnglish,
  progress: progressEnglish,
  points: pointsEnglish,
  common: commonEnglish,
  menu: menuEnglish,
  round: roundEnglish,
  wordsmith: wordsmithEnglish,
  wordsmithForm: wordsmithFormEnglish,
  wordFormProblems: wordFormProblemsEnglish,
  wordsmithSessions: wordsmithSessionsEnglish,
  admin: adminEnglish,
  adminWords: adminWordsEnglish,
  wordFacts: wordFactsEnglish,
  lobby: lobbyEnglish,
  plans: plansEnglish,
  start: startEnglish,
  daily: dailyEnglish,
  share: shareEnglish,
  challenge: challengeEnglish,
  signIn: signInEnglish,
  guestProgress: guestProgressEnglish,
  ads: adsEnglish,
  chrome: chromeEnglish,
  wordReview: wordReviewEnglish,
  resultsText: resultsTextEnglish,
  serverErrors: serverErrorsEnglish,
  board: boardEnglish,
  howToPlay: howToPlayEnglish,
};

export type Messages = typeof english;

const filipino: Messages = {
  results: resultsFilipino,
  account: accountFilipino,
  progress: progressFilipino,
  points: pointsFilipino,
  common: commonFilipino,
  menu: menuFilipino,
  round: roundFilipino,
  wordsmith: wordsmithFilipino,
  wordsmithForm: wordsmithFormFilipino,
  wordFormProblems: wordFormProblemsFilipino,
  wordsmithSessions: wordsmithSessionsFilipino,
  admin: adminFilipino,
  adminWords: adminWordsFilipino,
  wordFacts: wordFactsFilipino,
  lobby: lobbyFilipino,
  plans: plansFilipino,
  start: startFilipino,
  daily: dailyFilipino,
  share: shareFilipino,
  challenge: challengeFilipino,
  signIn: signInFilipino,
  guestProgress: guestProgressFilipino,
  ads: adsFilipino,
  chrome: chromeFilipino,
  wordReview: wordReviewFilipino,
  resultsText: resultsTextFilipino,
  serverErrors: serverErrorsFilipino,
  board: boardFilipino,
  howToPlay: howToPlayFilipino,
};

/** The interface follows the language picked on the menu: the words' language is the interface's. */
export const CATALOGUES: Readonly<Record<PlayLanguage, Messages>> = { english, filipino };

/** The `lang` attribute of a page in each interface language (BCP 47: Filipino is `fil`). */
export const HTML_LANG: Readonly<Record<PlayLanguage, string>> = { english: 'en', filipino: 'fil' };
