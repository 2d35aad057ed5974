// Functions passed to page.evaluate run in the page, so they are typed against the DOM.
/// <reference lib="dom" />
import { useWebAppInBrowser, waitForText } from '../support/browser';
import { RestPlayer, signIn } from '../support/lobby-players';

// A private lobby refuses a new watcher: the page says why, and that is the game working, not a fault, so
// the app writes no console error for it (the browser's own line about the refused request is not ours).

jest.setTimeout(60_000);

const web = useWebAppInBrowser();

test("a private lobby's refusal of a new watcher is shown, not logged as a console error", async () => {
  const host = new RestPlayer(web.baseUrl, await signIn(web.baseUrl, 'Lakan Host'));
  const created = await host.create();
  expect(created.status).toBe(201);
  const code = created.body.lobby.lobbyCode;
  expect((await host.post('private', { code, isPrivate: true })).status).toBe(200);

  const { context, page } = await web.newPage();
  try {
    // Every console.error the app writes, from the first script on.
    await page.addInitScript(() => {
      const written: string[] = [];
      (window as unknown as { appConsoleErrors: string[] }).appConsoleErrors = written;
      const original = console.error.bind(console);
      console.error = (...args: unknown[]) => {
        written.push(args.map(String).join(' '));
        original(...args);
      };
    });
    await page.goto(`/?watch=${code}`);
    await waitForText(page, 'lobby-error', 'The host has made this lobby private.');
    const written = await page.evaluate(
      () => (window as unknown as { appConsoleErrors: string[] }).appConsoleErrors,
    );
    expect(written).toEqual([]);
  } finally {
    await context.close();
  }
});
