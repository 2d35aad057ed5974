import dotenv from 'dotenv';
import { persistedDevSessionSecret } from './dev-session-secret';
import { readConfig, type AppConfig } from './read-config';

/**
 * The one way the server process reads its configuration: an optional `.env` in the working directory fills
 * in what the environment leaves unset (real environment variables win), then everything is validated.
 */
export function loadConfig(): AppConfig {
  dotenv.config({ quiet: true });
  const config = readConfig(process.env);
  if (process.env.SESSION_SECRET === undefined && config.nodeEnv !== 'production') {
    return { ...config, sessionSecret: persistedDevSessionSecret(config.dataDir) };
  }
  return config;
}
