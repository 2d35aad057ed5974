import dotenv from 'dotenv';
import { persistedDevSessionSecret } from './dev-session-secret';
import { readConfig, type AppConfig } from './read-config';

/**
 * The configuration as the server reads it, and nothing written: an optional `.env` in the working directory
 * fills in what the environment leaves unset (real environment variables win), then everything is validated.
 * An operator's command beside the server (the role command) reads this, so it finds the server's store
 * without making a session secret, or the data directory that holds one, where there is none.
 */
export function readServerConfig(): AppConfig {
  dotenv.config({ quiet: true });
  return readConfig(process.env);
}

/** The one way the server process reads its configuration (readServerConfig, plus its development secret). */
export function loadConfig(): AppConfig {
  const config = readServerConfig();
  if (process.env.SESSION_SECRET === undefined && config.nodeEnv !== 'production') {
    return { ...config, sessionSecret: persistedDevSessionSecret(config.dataDir) };
  }
  return config;
}
