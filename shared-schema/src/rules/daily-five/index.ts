// The daily five: the day's set and the streak; its archive of past days.
export * from './offline-spellings';
export * from './daily-five-set';
export * from './daily-streak';
export * from './daily-archive';
