import { ADSENSE_SCRIPT_ORIGIN } from '@bluffle/shared-schema';

// AdSense's loader script (docs/product.md §9 Ads), added to the page once, and only when an ad is about to show:
// a player who sees no ads (a paid plan, the house ad) never loads it.

/** The parts of `document` this needs, so the rule is tested without a browser. */
export interface ScriptHost {
  querySelector(selector: string): unknown;
  createElement(tag: 'script'): HTMLScriptElement;
  head: { appendChild(node: HTMLScriptElement): unknown };
}

export function adsenseScriptUrl(client: string): string {
  return `${ADSENSE_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
}

/** Adds the loader once; later calls (another placement, the next screen) find it and add nothing. */
export function ensureAdsenseScript(host: ScriptHost, client: string): boolean {
  if (host.querySelector('script[data-bluffle-adsense]') !== null) return false;
  const script = host.createElement('script');
  script.async = true;
  script.src = adsenseScriptUrl(client);
  script.crossOrigin = 'anonymous';
  script.setAttribute('data-bluffle-adsense', '');
  host.head.appendChild(script);
  return true;
}

type AdQueue = { push(request: object): unknown };

/** Asks AdSense to fill the newest ad unit; the queue is read by its script whenever that loads. */
export function requestAd(target: { adsbygoogle?: AdQueue }): void {
  const queue: AdQueue = target.adsbygoogle ?? [];
  target.adsbygoogle = queue;
  queue.push({});
}
