import type { PollingHttpClient, RequestOptions } from './http-client';
import { createMultiplayerApi } from './multiplayer-api';

/** An HTTP client that remembers what was posted where. */
function recordingHttp() {
  const sent: { path: string; options: RequestOptions | undefined }[] = [];
  const http: PollingHttpClient = {
    request: async <T>(path: string, options?: RequestOptions) => {
      sent.push({ path, options });
      return {} as T;
    },
    poll: () => Promise.reject(new Error('no polls here')),
  };
  return { http, sent };
}

describe('multiplayer api: commands', () => {
  it('posts a seat’s command as it is, with the lobby code, to the one command route', async () => {
    const { http, sent } = recordingHttp();
    await createMultiplayerApi(http).command('ABC234', { type: 'set-round-time', roundSeconds: 30 });
    expect(sent).toEqual([
      {
        path: '/api/multiplayer/command',
        options: {
          method: 'POST',
          body: { lobbyCode: 'ABC234', command: { type: 'set-round-time', roundSeconds: 30 } },
        },
      },
    ]);
  });

  it('posts a watcher’s call with the watcher’s token to the watcher’s route', async () => {
    const { http, sent } = recordingHttp();
    await createMultiplayerApi(http).watcherCommand('ABC234', 'w-1', {
      type: 'call',
      round: 2,
      calledReal: false,
    });
    expect(sent).toEqual([
      {
        path: '/api/multiplayer/watch-call',
        options: {
          method: 'POST',
          body: { lobbyCode: 'ABC234', watcherId: 'w-1', round: 2, calledReal: false },
        },
      },
    ]);
  });
});
