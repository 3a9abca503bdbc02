import type { PublicConfig } from '../../shared/public-config.js';
import type { AppConfig } from './config.js';

/** The only configuration the browser ever sees: a whitelist, never a filtered copy. */
export function publicConfigOf(config: AppConfig): PublicConfig {
  return {
    publicUrl: config.publicUrl,
    environment: config.nodeEnv,
  };
}
