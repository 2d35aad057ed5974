// The bank learns from play : what a word's calls make of it, and games that include the
// words proven to fool.
export * from './word-play-standing';
export * from './fooler-pick';
