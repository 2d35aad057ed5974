import { createAdsConfigLoader, createAdsConfigStore } from './ads-config';
import { adsenseScriptUrl, ensureAdsenseScript, requestAd, type ScriptHost } from './adsense-script';

function fakeDocument() {
  const added: Array<Record<string, unknown>> = [];
  const host = {
    querySelector: (selector: string) =>
      selector === 'script[data-bluffle-adsense]' ? (added.find((node) => node.marked) ?? null) : null,
    createElement: () => {
      const node: Record<string, unknown> = {
        setAttribute: (name: string) => {
          if (name === 'data-bluffle-adsense') node.marked = true;
        },
      };
      return node as unknown as HTMLScriptElement;
    },
    head: { appendChild: (node: unknown) => added.push(node as Record<string, unknown>) },
  } satisfies ScriptHost;
  return { host, added };
}

describe('ads configuration', () => {
  it('asks the server once and keeps its ad network ids', async () => {
    const store = createAdsConfigStore();
    let calls = 0;
    const load = createAdsConfigLoader(
      {
        ads: async () => {
          calls += 1;
          return { adsense: { client: 'ca-pub-123', slot: '456' } };
        },
      },
      store,
      () => undefined,
    );
    await Promise.all([load(), load()]);
    await load();
    expect(calls).toBe(1);
    expect(store.getState()).toEqual({ status: 'ready', adsense: { client: 'ca-pub-123', slot: '456' } });
  });

  it('falls back to the house ad when the server cannot say', async () => {
    const store = createAdsConfigStore();
    const logged: string[] = [];
    const load = createAdsConfigLoader(
      {
        ads: async () => {
          throw new Error('offline');
        },
      },
      store,
      (message) => logged.push(message),
    );
    await load();
    expect(store.getState()).toEqual({ status: 'ready', adsense: null });
    expect(logged).toEqual(['Failed to read the ads configuration']);
  });
});

describe('the AdSense script', () => {
  it('is added once, async, from the ad network with the client id', () => {
    const { host, added } = fakeDocument();
    expect(ensureAdsenseScript(host, 'ca-pub-123')).toBe(true);
    expect(ensureAdsenseScript(host, 'ca-pub-123')).toBe(false);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      async: true,
      src: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-123',
      crossOrigin: 'anonymous',
    });
  });

  it('escapes the client id in the address', () => {
    expect(adsenseScriptUrl('ca-pub-1&x=2')).toBe(
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1%26x%3D2',
    );
  });

  it('queues an ad request whether or not the script has loaded yet', () => {
    const target: { adsbygoogle?: { push(request: object): unknown } } = {};
    requestAd(target);
    requestAd(target);
    expect(target.adsbygoogle).toEqual([{}, {}]);
  });
});
