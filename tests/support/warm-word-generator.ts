import type { BrowserAgent } from './browser-agent';

/** Long enough for a cold word generator on a machine busy with the other test lanes. */
export const GENERATOR_WARM_UP_MS = 600_000;

/**
 * Waits until the server's word generator has loaded, by a Summon as `userId` (a wordsmith or an admin): about
 * 15 s on an idle machine, minutes while the other test lanes load it. Suites call it in beforeAll, so no test
 * is timed against a cold load.
 */
export async function warmWordGenerator(baseUrl: string, agent: BrowserAgent, userId: string): Promise<void> {
  const response = await agent.json<unknown>(`${baseUrl}/api/words/summon`, {
    body: { language: 'english', userId },
  });
  if (response.status !== 200)
    throw new Error(`The word generator never answered a Summon (${response.status})`);
}
