// A browser's part of HTTP for sign-in tests: a cookie jar per host and redirects followed by hand, so a
// test can walk /auth/{provider} -> the fake provider -> /auth/{provider}/callback and then call the API
// with the session cookie, as the popup and the page do.

export interface AgentResponse {
  status: number;
  headers: Headers;
  text: string;
  url: string;
}

export interface AgentRequest {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export class BrowserAgent {
  /** host -> cookie name -> value */
  private readonly jar = new Map<string, Map<string, string>>();

  /** One request, no redirect following; cookies sent and stored like a browser (host-only, path /). */
  async request(url: string, init: AgentRequest = {}): Promise<AgentResponse> {
    const target = new URL(url);
    const headers: Record<string, string> = { ...init.headers };
    const cookie = this.cookieHeader(target.host);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(target, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
    });
    this.store(target.host, response.headers.getSetCookie());
    return {
      status: response.status,
      headers: response.headers,
      text: await response.text(),
      url: target.toString(),
    };
  }

  /** Follows redirects (GET), returning every URL visited and the last response. */
  async follow(url: string, maxHops = 10): Promise<{ visited: string[]; last: AgentResponse }> {
    const visited: string[] = [];
    let current = url;
    for (let hop = 0; hop < maxHops; hop += 1) {
      visited.push(current);
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) {
        return { visited, last: response };
      }
      current = new URL(location, current).toString();
    }
    throw new Error(`too many redirects from ${url}: ${visited.join(' -> ')}`);
  }

  async json<Body>(
    url: string,
    init: AgentRequest = {},
  ): Promise<{ status: number; body: Body; headers: Headers }> {
    const response = await this.request(url, init);
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return {
      status: response.status,
      body: (isJson ? JSON.parse(response.text) : response.text) as Body,
      headers: response.headers,
    };
  }

  /** The Cookie header this browser would send to `url`, for calls made with another client. */
  cookieHeaderFor(url: string): Record<string, string> {
    const cookie = this.cookieHeader(new URL(url).host);
    return cookie ? { cookie } : {};
  }

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }

  setCookie(host: string, name: string, value: string): void {
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    cookies.set(name, value);
    this.jar.set(host, cookies);
  }

  private cookieHeader(host: string): string {
    const cookies = this.jar.get(host);
    return cookies ? [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  private store(host: string, setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const isExpired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      const cookies = this.jar.get(host) ?? new Map<string, string>();
      if (isExpired) cookies.delete(name);
      else cookies.set(name, value);
      this.jar.set(host, cookies);
    }
  }
}

/** The message the popup result page would post to its opener, and where to. */
export function readPopupResult(html: string): { message: Record<string, unknown>; targetOrigin: string } {
  const message = /var message = (.*);\n/.exec(html)?.[1];
  const targetOrigin = /var targetOrigin = (.*);\n/.exec(html)?.[1];
  if (message === undefined || targetOrigin === undefined) {
    throw new Error(`not a popup result page: ${html.slice(0, 200)}`);
  }
  return {
    message: JSON.parse(message) as Record<string, unknown>,
    targetOrigin: JSON.parse(targetOrigin) as string,
  };
}
