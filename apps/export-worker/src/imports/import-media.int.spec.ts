import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaStreamId, PLAN_LIMITS, userStreamId } from '@lectern/domain';
import { everyProjection, startProjectionHarness, type ProjectionHarness } from '@lectern/projection-testing';
import { createTestDatabase } from '@lectern/testing';
import { ImportRefusedError } from './imported.js';
import { assertPicturesFit } from './import-media.js';

const picture = (bytes: number) => ({ body: Buffer.alloc(bytes), contentType: 'image/png', filename: 'p.png' });

/** An import's pictures go into the requester's media as uploads do: within the storage of the plan they hold. */
describe("an import's pictures and the storage limit", () => {
  let harness: ProjectionHarness;

  beforeAll(async () => {
    harness = await startProjectionHarness(await createTestDatabase('pglite'), [...(await everyProjection())]);
  });
  afterAll(() => harness.close());

  async function personUsing(userId: string, bytes: number) {
    await harness.append(
      userStreamId(userId),
      [
        {
          type: 'UserSignedUp',
          data: { userId, username: userId, email: `${userId}@example.com`, passwordHash: null, signedUpAt: 'now' },
        },
      ],
      userId,
    );
    await harness.append(
      mediaStreamId(`${userId}-media`),
      [
        {
          type: 'MediaCreated',
          data: {
            mediaId: `${userId}-media`,
            ownerId: userId,
            teamId: null,
            kind: 'image',
            filename: 'big.png',
            label: 'big',
            createdAt: 'now',
          },
        },
        {
          type: 'MediaFileStored',
          data: { original: { key: 'k', contentType: 'image/png', size: bytes }, inline: false },
        },
      ],
      userId,
    );
  }

  async function refusal(userId: string, bytes: number) {
    const error = await assertPicturesFit(harness.db, userId, [picture(bytes / 2), picture(bytes / 2)]).catch(
      (caught: unknown) => caught,
    );
    return error instanceof ImportRefusedError ? error.problem : error;
  }

  it('takes pictures up to the limit of the free plan, and refuses the import past it', async () => {
    await personUsing('fay', PLAN_LIMITS.default.storageLimit - 1000);
    expect(await refusal('fay', 1000)).toBeUndefined();
    expect(await refusal('fay', 1002)).toBe('storageFull');
  });

  it('goes by the plan the person holds now', async () => {
    await personUsing('lee', PLAN_LIMITS.default.storageLimit);
    expect(await refusal('lee', 2)).toBe('storageFull');
    await harness.append(
      userStreamId('lee'),
      [{ type: 'UserPlanChanged', data: { accountType: 'lite', manuallyUpgraded: true } }],
      'lee',
    );
    expect(await refusal('lee', 2)).toBeUndefined();
  });

  it('refuses nothing for a file without pictures', async () => {
    await personUsing('max', PLAN_LIMITS.default.storageLimit + 1);
    await expect(assertPicturesFit(harness.db, 'max', [])).resolves.toBeUndefined();
  });
});
