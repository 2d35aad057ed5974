import { CUSTOM_SESSION_SHARE_TEXTS, customSessionShare } from './custom-session-share';
import { createSeededRandom } from './random';
import { shareUrls } from './share';

describe('CUSTOM_SESSION_SHARE_TEXTS', () => {
  it('has exactly 15 distinct texts, each with an emoji and no unfilled placeholder', () => {
    expect(CUSTOM_SESSION_SHARE_TEXTS).toHaveLength(15);
    expect(new Set(CUSTOM_SESSION_SHARE_TEXTS).size).toBe(15);
    for (const text of CUSTOM_SESSION_SHARE_TEXTS) {
      expect(text).toMatch(/\p{Extended_Pictographic}/u);
      expect(text).not.toMatch(/[{}]/);
    }
  });
});

describe('customSessionShare', () => {
  const input = { origin: 'https://bluffle.example/', sessionCode: 'WXYZ2345' };

  it('fills in the challenge link for the session code', () => {
    const share = customSessionShare(input, () => 0);
    expect(share.link).toBe('https://bluffle.example/?challenge=WXYZ2345');
    expect(share.message).toBe(CUSTOM_SESSION_SHARE_TEXTS[0]);
    expect(share.text).toBe(`${CUSTOM_SESSION_SHARE_TEXTS[0]} https://bluffle.example/?challenge=WXYZ2345`);
  });

  it('picks the text with the random source, reaching the last one too', () => {
    expect(customSessionShare(input, () => 0.999999).message).toBe(CUSTOM_SESSION_SHARE_TEXTS[14]);
    const random = createSeededRandom(8);
    const messages = new Set(Array.from({ length: 200 }, () => customSessionShare(input, random).message));
    expect(messages.size).toBe(15);
  });

  it('gives the share targets the message and the link apart', () => {
    const share = customSessionShare(input, () => 0.5);
    const twitter = new URL(shareUrls(share.link, share.message).twitter).searchParams;
    expect(twitter.get('text')).toBe(share.message);
    expect(twitter.get('url')).toBe(share.link);
  });
});
