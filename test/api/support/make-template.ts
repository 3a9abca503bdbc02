import 'reflect-metadata';
import { ensurePostgresTemplate, pgliteTemplateFile } from './template.js';

// Run once by the API tests' global setup, before any test file starts, so that no test's time
// budget pays for migrating and seeding.
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) await ensurePostgresTemplate(serverUrl);
else await pgliteTemplateFile();
