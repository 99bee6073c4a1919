import { randomUUID } from 'node:crypto';
import type { Queryable } from '@lectern/db';
import { NotFoundError, tagDecider, tagStreamId, type TagCommand, type TagType } from '@lectern/domain';
import type { EventStore } from '@lectern/event-store';
import { countTags, findTag, type TagRow } from '@lectern/read-models';
import { runCommand, type Actor } from '../commands.js';

/** Tag commands: a new tag is named "Tag N" (spec/000 §5) and renamed afterwards. */
export function createTags(deps: {
  db: Queryable;
  store: EventStore;
  waitFor: (position: number) => Promise<boolean>;
}) {
  async function run(tagId: string, command: TagCommand, actor: Actor) {
    await runCommand(deps, { streamId: tagStreamId(tagId), decider: tagDecider, command }, actor);
  }
  async function requireTag(tagId: string): Promise<TagRow> {
    const tag = await findTag(deps.db, tagId);
    if (!tag) throw new NotFoundError();
    return tag;
  }
  return {
    requireTag,
    /** A tag of `ownerId`'s own, or of the shared media of `teamId`, named after those already there. */
    async create(creator: { ownerId: string; teamId: string | null }, tagType: TagType, actor: Actor): Promise<TagRow> {
      const tagId = randomUUID();
      const scope = creator.teamId === null ? { ownerId: creator.ownerId } : { teamId: creator.teamId };
      const name = `Tag ${(await countTags(deps.db, scope, tagType)) + 1}`;
      await run(tagId, { type: 'CreateTag', data: { tagId, ...creator, name, tagType } }, actor);
      return requireTag(tagId);
    },
    rename: (tag: TagRow, name: string, actor: Actor) => run(tag.id, { type: 'RenameTag', data: { name } }, actor),
    remove: (tag: TagRow, actor: Actor) => run(tag.id, { type: 'DeleteTag', data: {} }, actor),
    tagModels: (tag: TagRow, modelIds: string[], actor: Actor) =>
      run(tag.id, { type: 'TagModels', data: { modelIds } }, actor),
    untagModels: (tag: TagRow, modelIds: string[], actor: Actor) =>
      run(tag.id, { type: 'UntagModels', data: { modelIds } }, actor),
  };
}

export type Tags = ReturnType<typeof createTags>;
