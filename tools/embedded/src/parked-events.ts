import { baseSettings } from '@lectern/config';
import { migrate } from '@lectern/db';
import { listParkedEvents, parkedEventMigrations, retryParkedEvent } from '@lectern/projections';
import { createInfrastructure, createLogger, loadConfigOrExit } from '@lectern/service-kit';
import { everyProjection } from './read-side.js';

/**
 * Operators' view of parked events, on the database the configuration names (stop an embedded
 * server first: its PGlite folder has one writer).
 *   npm run parked                                  lists them
 *   npm run parked -- retry <projection> <event-id> applies one again
 */
const config = loadConfigOrExit(baseSettings);
const logger = createLogger('parked-events', config.LOG_LEVEL);
const infra = await createInfrastructure({ mode: 'embedded', config, logger, clientId: 'parked-events' });
const [command = 'list', projectionName, eventId] = process.argv.slice(2);
try {
  await migrate(infra.db, 'projections', parkedEventMigrations);
  if (command === 'list') {
    const parked = await listParkedEvents(infra.db);
    if (parked.length === 0) console.log('No parked events.');
    for (const event of parked)
      console.log(
        `${event.projection}\t${event.eventId}\tposition ${event.position}\t${event.streamId}\t${event.attempts} attempt(s)\t${event.error}`,
      );
  } else if (command === 'retry' && projectionName && eventId) {
    const projection = everyProjection.find((candidate) => candidate.name === projectionName);
    if (!projection) throw new Error(`No projection named ${projectionName}`);
    const applied = await retryParkedEvent(infra.db, infra.store, projection, eventId);
    console.log(applied ? 'Applied; no longer parked.' : 'Failed again; still parked (see `npm run parked`).');
    process.exitCode = applied ? 0 : 1;
  } else {
    console.error('Usage: npm run parked [-- list | -- retry <projection> <event-id>]');
    process.exitCode = 2;
  }
} finally {
  await infra.close();
}
