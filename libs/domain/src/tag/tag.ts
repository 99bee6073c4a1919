import { ConflictError, NotFoundError } from '../errors.js';
import { streamId } from '../streams.js';

/** Tags group a user's decks or media (spec/000 §3, §4). */
export type TagType = 'deck' | 'media';
export const TAG_NAME_MAX_LENGTH = 100;

export type TagEvent =
  | {
      type: 'TagCreated';
      /** `teamId`: a tag of the team's shared media; absent (before team tags) or null: the owner's own. */
      data: { tagId: string; ownerId: string; teamId?: string | null; name: string; tagType: TagType };
    }
  | { type: 'TagRenamed'; data: { name: string } }
  | { type: 'TagDeleted'; data: Record<string, never> }
  | { type: 'ModelsTagged'; data: { modelIds: string[] } }
  | { type: 'ModelsUntagged'; data: { modelIds: string[] } };

export type TagCommand =
  | {
      type: 'CreateTag';
      data: { tagId: string; ownerId: string; teamId: string | null; name: string; tagType: TagType };
    }
  | { type: 'RenameTag'; data: { name: string } }
  | { type: 'DeleteTag'; data: Record<string, never> }
  | { type: 'TagModels'; data: { modelIds: string[] } }
  | { type: 'UntagModels'; data: { modelIds: string[] } };

export type TagState =
  | { status: 'none' }
  | { status: 'active' | 'deleted'; ownerId: string; name: string; tagType: TagType; models: ReadonlySet<string> };

export const initialTagState: TagState = { status: 'none' };
export const tagStreamId = (tagId: string) => streamId('tag', tagId);

export function evolveTag(state: TagState, event: TagEvent): TagState {
  if (event.type === 'TagCreated')
    return {
      status: 'active',
      ownerId: event.data.ownerId,
      name: event.data.name,
      tagType: event.data.tagType,
      models: new Set(),
    };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'TagRenamed':
      return { ...state, name: event.data.name };
    case 'TagDeleted':
      return { ...state, status: 'deleted' };
    case 'ModelsTagged':
      return { ...state, models: new Set([...state.models, ...event.data.modelIds]) };
    case 'ModelsUntagged': {
      const removed = new Set(event.data.modelIds);
      return { ...state, models: new Set([...state.models].filter((id) => !removed.has(id))) };
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export function decideTag(command: TagCommand, state: TagState): TagEvent[] {
  if (command.type === 'CreateTag') {
    if (state.status !== 'none') throw new ConflictError('This tag exists already', 'tag_exists');
    return [
      { type: 'TagCreated', data: { ...command.data, name: command.data.name.trim().slice(0, TAG_NAME_MAX_LENGTH) } },
    ];
  }
  if (state.status !== 'active') throw new NotFoundError();
  switch (command.type) {
    case 'RenameTag': {
      // A blank name is ignored and the old one kept (spec/000 §5).
      const name = command.data.name.trim().slice(0, TAG_NAME_MAX_LENGTH);
      return name === '' || name === state.name ? [] : [{ type: 'TagRenamed', data: { name } }];
    }
    case 'DeleteTag':
      return [{ type: 'TagDeleted', data: {} }];
    case 'TagModels': {
      const added = [...new Set(command.data.modelIds)].filter((id) => !state.models.has(id));
      return added.length === 0 ? [] : [{ type: 'ModelsTagged', data: { modelIds: added } }];
    }
    case 'UntagModels': {
      const removed = [...new Set(command.data.modelIds)].filter((id) => state.models.has(id));
      return removed.length === 0 ? [] : [{ type: 'ModelsUntagged', data: { modelIds: removed } }];
    }
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}
