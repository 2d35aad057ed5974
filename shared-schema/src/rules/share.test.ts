import { createSeededRandom } from './random';
import { challengeLink, fillShareTemplate, SHARE_TEMPLATES, shareMessage, shareUrls } from './share';

describe('SHARE_TEMPLATES', () => {
  it('has exactly 10 distinct templates, each with an emoji and all three placeholders', () => {
    expect(SHARE_TEMPLATES).toHaveLength(10);
    expect(new Set(SHARE_TEMPLATES).size).toBe(10);
    for (const template of SHARE_TEMPLATES) {
      expect(template).toMatch(/\p{Extended_Pictographic}/u);
      expect(template).toContain('{score}');
      expect(template).toContain('{max}');
      expect(template).toContain('{name}');
    }
  });
});

describe('shareMessage', () => {
  const input = { score: 12, max: 16, playerName: 'Thesaurus Rex' };

  it('fills every placeholder', () => {
    const random = createSeededRandom(1);
    for (let run = 0; run < 30; run += 1) {
      const message = shareMessage(input, random);
      expect(message).toContain('12');
      expect(message).toContain('16');
      expect(message).toContain('Thesaurus Rex');
      expect(message).not.toMatch(/\{(score|max|name)\}/);
    }
  });

  it('picks the template with the random source', () => {
    expect(shareMessage(input, () => 0)).toBe(fillShareTemplate(SHARE_TEMPLATES[0] as string, input));
    const random = createSeededRandom(2);
    expect(new Set(Array.from({ length: 40 }, () => shareMessage(input, random))).size).toBeGreaterThan(3);
  });

  it('fills a placeholder that appears twice', () => {
    expect(fillShareTemplate('{name} {name} {score}/{max}', input)).toBe('Thesaurus Rex Thesaurus Rex 12/16');
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
