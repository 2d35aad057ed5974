// The daily five (issue 10): the day's set and the streak.
export * from './offline-spellings';
export * from './daily-five-set';
export * from './daily-streak';
