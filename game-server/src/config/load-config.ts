import dotenv from 'dotenv';
import { readConfig, type AppConfig } from './read-config';

/**
 * The one way the server reads its configuration: an optional `.env` in the working directory fills in
 * what the environment leaves unset (real environment variables win), then everything is validated.
 */
export function loadConfig(): AppConfig {
  dotenv.config({ quiet: true });
  return readConfig(process.env);
}
