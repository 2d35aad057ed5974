// The daily five (issue 10): the day's set and the streak; its archive of past days (issue 23).
export * from './offline-spellings';
export * from './daily-five-set';
export * from './daily-streak';
export * from './daily-archive';
