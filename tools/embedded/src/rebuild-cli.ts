import path from 'node:path';
import { baseSettings } from '@lectern/config';
import { openDatabase } from '@lectern/db';
import { createPostgresEventStore } from '@lectern/event-store';
import { createProjectionRunner } from '@lectern/projections';
import { loadConfigOrExit } from '@lectern/service-kit';
import { runningLecternPid } from './data-dir-lock.js';
import { everyProjection } from './read-side.js';

/**
 * The operator's rebuild of one read model from the whole event log:
 *   npm run rebuild-read-model -- <projection>
 * on the database the configuration names. Nothing else may run that projection meanwhile: stop
 * its service (every replica) in distributed mode, or Lectern in embedded mode; start it again
 * afterwards and it goes on from where the rebuild ended.
 */
const [name] = process.argv.slice(2);
const projection = everyProjection.find((candidate) => candidate.name === name);
if (!projection) {
  console.error(
    `Usage: npm run rebuild-read-model -- <${everyProjection.map((candidate) => candidate.name).join('|')}>`,
  );
  process.exit(2);
}

const config = loadConfigOrExit(baseSettings);
const dataDir = path.resolve(config.DATA_DIR);
const pid = config.DATABASE_URL ? null : runningLecternPid(dataDir);
if (pid !== null) {
  console.error(`Lectern (pid ${pid}) is running on ${dataDir}: stop it first, then run this again.`);
  process.exit(1);
}
const db = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : path.join(dataDir, 'db'),
  applicationName: 'lectern-rebuild',
});
const runner = createProjectionRunner({ db, store: createPostgresEventStore(db), projections: [projection] });
try {
  const started = Date.now();
  await runner.start();
  await runner.rebuild(projection.name);
  console.log(`${projection.name} rebuilt from the whole log in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await runner.stop();
  await db.close();
}
