import { parseConfig } from '../config/config.js';
import { openConfiguredDatabase } from './open-configured.js';

const config = parseConfig(process.env);
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  process.stdout.write(`Migrations applied (${database.kind}).\n`);
} finally {
  await database.close();
}
