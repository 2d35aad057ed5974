// The bank learns from play (issue 19 item 6): what a word's calls make of it, and games that include the
// words proven to fool.
export * from './word-play-standing';
export * from './fooler-pick';
