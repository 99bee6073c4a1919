import { readModelCheckpointNames, readModelNames } from '@lectern/read-models';
import { checkpointName } from '@lectern/projections';
import { describe, expect, it } from 'vitest';
import { everyProjection, projectionsByService } from './read-side.js';

describe('the read side', () => {
  it('runs every read model the queries read, in exactly one service', () => {
    const names = everyProjection.map((projection) => projection.name);
    expect([...names].sort()).toEqual(Object.values(readModelNames).sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it('has the BFF wait, after a write, for the checkpoint of every projection a service runs', () => {
    expect([...readModelCheckpointNames].sort()).toEqual(everyProjection.map(checkpointName).sort());
  });

  it('keeps the users read model with deck-service (docs/decisions/0021)', () => {
    expect(projectionsByService['deck-service']!.map((projection) => projection.name)).toContain(readModelNames.users);
  });
});
