import { join } from 'node:path';
import { projectRoot } from './project-root.js';

export function migrationsFolder(): string {
  return join(projectRoot(), 'server', 'db', 'migrations');
}
