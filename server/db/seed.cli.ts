import { parseConfig } from '../config/config.js';
import { openConfiguredDatabase } from './open-configured.js';
import { seedDatabase } from './seed.js';

const config = parseConfig(process.env);
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const report = await seedDatabase(database.db, { demo: config.demoData, publicUrl: config.publicUrl });
  process.stdout.write(
    `Seed done (${database.kind}): reference data ${report.reference ? 'loaded' : 'already current'}, ` +
      `demo data ${report.demo ? 'loaded' : config.demoData ? 'already present' : 'off (DEMO_DATA=true to load)'}.\n`,
  );
} finally {
  await database.close();
}
