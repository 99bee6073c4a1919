import { describe, it } from 'vitest';
import { deciderSpec } from '../decider-spec.js';
import { NotFoundError } from '../errors.js';
import { decideTag, evolveTag, initialTagState, type TagEvent } from './tag.js';

const given = deciderSpec({ decide: decideTag, evolve: evolveTag, initialState: initialTagState });
const created: TagEvent = { type: 'TagCreated', data: { tagId: 't1', ownerId: 'u1', name: 'Tag 1', tagType: 'deck' } };

describe('tag decider', () => {
  describe('no tag yet', () => {
    it("is created as its owner's, or in a team's shared library", () => {
      given([])
        .when({
          type: 'CreateTag',
          data: { tagId: 't1', ownerId: 'u1', teamId: null, name: ' Tag 1 ', tagType: 'deck' },
        })
        .then([
          { type: 'TagCreated', data: { tagId: 't1', ownerId: 'u1', teamId: null, name: 'Tag 1', tagType: 'deck' } },
        ]);
      given([])
        .when({
          type: 'CreateTag',
          data: { tagId: 't2', ownerId: 'u1', teamId: 'team-1', name: 'Logos', tagType: 'media' },
        })
        .then([
          {
            type: 'TagCreated',
            data: { tagId: 't2', ownerId: 'u1', teamId: 'team-1', name: 'Logos', tagType: 'media' },
          },
        ]);
    });
  });
  describe('an active tag', () => {
    it('is renamed, and a blank name is ignored', () => {
      given([created])
        .when({ type: 'RenameTag', data: { name: ' Work ' } })
        .then([{ type: 'TagRenamed', data: { name: 'Work' } }]);
      given([created])
        .when({ type: 'RenameTag', data: { name: '   ' } })
        .then([]);
    });
    it('tags each model once and untags only tagged ones', () => {
      given([created])
        .when({ type: 'TagModels', data: { modelIds: ['d1', 'd2', 'd1'] } })
        .then([{ type: 'ModelsTagged', data: { modelIds: ['d1', 'd2'] } }]);
      given([created, { type: 'ModelsTagged', data: { modelIds: ['d1'] } }])
        .when({ type: 'TagModels', data: { modelIds: ['d1'] } })
        .then([]);
      given([created, { type: 'ModelsTagged', data: { modelIds: ['d1'] } }])
        .when({ type: 'UntagModels', data: { modelIds: ['d1', 'd9'] } })
        .then([{ type: 'ModelsUntagged', data: { modelIds: ['d1'] } }]);
    });
  });
  describe('a deleted tag', () => {
    it('takes no more changes', () =>
      given([created, { type: 'TagDeleted', data: {} }])
        .when({ type: 'RenameTag', data: { name: 'x' } })
        .thenThrows(NotFoundError));
  });
});
