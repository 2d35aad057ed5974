import { createSeededRandom } from './random';
import { challengeLink, SHARE_MESSAGE_COUNT, shareMessageIndex, shareUrls } from './share';

describe('shareMessageIndex', () => {
  it('picks one of the ten messages with the random source', () => {
    expect(shareMessageIndex(() => 0)).toBe(0);
    expect(shareMessageIndex(() => 0.999)).toBe(SHARE_MESSAGE_COUNT - 1);
    const random = createSeededRandom(2);
    const picked = new Set(Array.from({ length: 60 }, () => shareMessageIndex(random)));
    expect(picked.size).toBeGreaterThan(3);
    for (const index of picked) {
      expect(Number.isInteger(index) && index >= 0 && index < SHARE_MESSAGE_COUNT).toBe(true);
    }
  });
});

describe('challengeLink', () => {
  it('joins the origin and the code with a challenge query', () => {
    expect(challengeLink('https://bluffle.example', 'ABCD2345')).toBe(
      'https://bluffle.example/?challenge=ABCD2345',
    );
  });

  it('handles trailing slashes on the origin', () => {
    expect(challengeLink('https://bluffle.example/', 'ABCD2345')).toBe(
      'https://bluffle.example/?challenge=ABCD2345',
    );
    expect(challengeLink('http://localhost:3000//', 'XY')).toBe('http://localhost:3000/?challenge=XY');
  });
});

describe('shareUrls', () => {
  const link = 'https://bluffle.example/?challenge=ABCD2345';
  const message = '🔥 Kim & Co scored 12/16? #wow';

  it('encodes the link and message for each network', () => {
    const urls = shareUrls(link, message);
    expect(urls.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
    expect(urls.twitter).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent(message)}&url=${encodeURIComponent(link)}`,
    );
    expect(urls.whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
  });

  it('round-trips through URL parsing', () => {
    const urls = shareUrls(link, message);
    expect(new URL(urls.facebook).searchParams.get('u')).toBe(link);
    const twitter = new URL(urls.twitter).searchParams;
    expect(twitter.get('text')).toBe(message);
    expect(twitter.get('url')).toBe(link);
    const whatsappText = new URL(urls.whatsapp).searchParams.get('text') ?? '';
    expect(whatsappText).toContain(message);
    expect(whatsappText).toContain(link);
  });
});
