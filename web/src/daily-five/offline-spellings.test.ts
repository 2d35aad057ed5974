import { OFFLINE_WORD_SPELLINGS, CHALLENGE_WORDS, DAILY_WORDS } from '@bluffle/shared-schema';

// The server keeps the offline words out of the daily five by the spellings shared-schema lists (it cannot
// import the web app); this is where the two lists are held together.
describe('the offline words the daily five leaves out', () => {
  it('are exactly the words of the built-in offline lists', () => {
    const offline = [...DAILY_WORDS, ...CHALLENGE_WORDS].map((word) => word.word.toLowerCase());
    expect([...OFFLINE_WORD_SPELLINGS].sort()).toEqual(offline.sort());
  });
});
