import { baseSettings } from '@lectern/config';
import { createPostgresEventStore } from '@lectern/event-store';
import { openDatabase } from '@lectern/db';
import { loadConfigOrExit } from '@lectern/service-kit';
import path from 'node:path';
import { OPERATOR_PLAN_NAMES, planFromName } from '@lectern/domain';
import { setPlan } from './admin.js';
import { runningLecternPid } from './data-dir-lock.js';

/**
 * The operator's command while no payment provider is configured:
 *   npm run admin -- plan <username> <free|lite|pro|team|enterprise>
 * It works on the database the configuration names: DATABASE_URL (distributed mode, live) or
 * the PGlite folder in DATA_DIR (embedded mode, with Lectern stopped: PGlite has one writer).
 */
const USAGE = `Usage: npm run admin -- plan <username> <${OPERATOR_PLAN_NAMES.join('|')}>`;
const [command, username, planName] = process.argv.slice(2);
const plan = planName ? planFromName(planName) : undefined;
if (command !== 'plan' || !username || !plan) {
  console.error(USAGE);
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
  applicationName: 'lectern-admin',
});
try {
  await setPlan({ db, store: createPostgresEventStore(db) }, username, plan);
  console.log(`${username} is now on the ${planName} plan (set by an administrator).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.close();
}
