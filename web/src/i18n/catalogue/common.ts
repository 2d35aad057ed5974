import type { MessagesOf } from './messages-of';

/** Words used across screens: the language names, Home, Back and the like. */
export const commonEnglish = {
  languageLabel: 'Language',
  languageNames: { english: 'English', filipino: 'Filipino' },
  home: 'Home',
  back: 'Back',
  close: 'Close',
  loading: 'Loading…',
};

export const commonFilipino: MessagesOf<typeof commonEnglish> = {
  languageLabel: 'Wika',
  languageNames: { english: 'Ingles', filipino: 'Filipino' },
  home: 'Tahanan',
  back: 'Bumalik',
  close: 'Isara',
  loading: 'Naglo-load…',
};
