import { describe, it } from 'vitest';
import { deciderSpec } from '../decider-spec.js';
import { ConflictError, ForbiddenError } from '../errors.js';
import { decideEditor, evolveEditor, initialEditorState, type EditorEvent } from './index.js';

const given = deciderSpec({ decide: decideEditor, evolve: evolveEditor, initialState: initialEditorState });
const ownerEdits: EditorEvent = {
  type: 'EditorChanged',
  data: { editorId: 'owner', previousEditorId: null, reason: 'free' },
};
const bobAsks: EditorEvent = { type: 'EditorHandoverRequested', data: { userId: 'bob' } };

describe('editor seat', () => {
  describe('nobody edits', () => {
    it('goes to whoever opens the editor', () =>
      given([])
        .when({ type: 'TakeEditor', data: { userId: 'owner', editorPresence: 'absent' } })
        .then([ownerEdits]));
    it('goes to whoever presses Edit, without asking anyone', () =>
      given([])
        .when({ type: 'RequestEditor', data: { userId: 'owner', editorPresence: 'absent' } })
        .then([ownerEdits]));
  });

  describe('someone edits and is active', () => {
    it('stays theirs when another opens the editor', () =>
      given([ownerEdits])
        .when({ type: 'TakeEditor', data: { userId: 'bob', editorPresence: 'active' } })
        .thenThrows(ConflictError));
    it('is asked for when another presses Edit, once', () => {
      given([ownerEdits])
        .when({ type: 'RequestEditor', data: { userId: 'bob', editorPresence: 'active' } })
        .then([bobAsks]);
      given([ownerEdits, bobAsks])
        .when({ type: 'RequestEditor', data: { userId: 'bob', editorPresence: 'active' } })
        .then([]);
    });
    it('changes nothing for its holder', () =>
      given([ownerEdits])
        .when({ type: 'TakeEditor', data: { userId: 'owner', editorPresence: 'active' } })
        .then([]));
  });

  describe('its holder is away', () => {
    it('is taken from an idle editor', () =>
      given([ownerEdits])
        .when({ type: 'TakeEditor', data: { userId: 'bob', editorPresence: 'idle' } })
        .then([{ type: 'EditorChanged', data: { editorId: 'bob', previousEditorId: 'owner', reason: 'idle' } }]));
    it('goes to the waiting requester once the editor is gone', () =>
      given([ownerEdits, bobAsks])
        .when({ type: 'RequestEditor', data: { userId: 'bob', editorPresence: 'absent' } })
        .then([{ type: 'EditorChanged', data: { editorId: 'bob', previousEditorId: 'owner', reason: 'absent' } }]));
  });

  describe('a request waits', () => {
    it('is approved by the editor alone', () => {
      given([ownerEdits, bobAsks])
        .when({ type: 'ApproveEditorRequest', data: { by: 'owner', userId: 'bob' } })
        .then([{ type: 'EditorChanged', data: { editorId: 'bob', previousEditorId: 'owner', reason: 'approved' } }]);
      given([ownerEdits, bobAsks])
        .when({ type: 'ApproveEditorRequest', data: { by: 'bob', userId: 'bob' } })
        .thenThrows(ForbiddenError);
      given([ownerEdits, bobAsks])
        .when({ type: 'ApproveEditorRequest', data: { by: 'carol', userId: 'bob' } })
        .thenThrows(ForbiddenError);
    });
    it('is denied by the editor alone', () => {
      given([ownerEdits, bobAsks])
        .when({ type: 'DenyEditorRequest', data: { by: 'owner', userId: 'bob' } })
        .then([{ type: 'EditorHandoverDenied', data: { userId: 'bob', deniedBy: 'owner' } }]);
      given([ownerEdits, bobAsks])
        .when({ type: 'DenyEditorRequest', data: { by: 'bob', userId: 'bob' } })
        .thenThrows(ForbiddenError);
    });
    it('is canceled by its requester', () =>
      given([ownerEdits, bobAsks])
        .when({ type: 'CancelEditorRequest', data: { userId: 'bob' } })
        .then([{ type: 'EditorHandoverCanceled', data: { userId: 'bob' } }]));
    it('cannot be answered once canceled', () =>
      given([ownerEdits, bobAsks, { type: 'EditorHandoverCanceled', data: { userId: 'bob' } }])
        .when({ type: 'ApproveEditorRequest', data: { by: 'owner', userId: 'bob' } })
        .thenThrows(ConflictError));
    it('cannot be approved twice', () =>
      given([
        ownerEdits,
        bobAsks,
        { type: 'EditorChanged', data: { editorId: 'bob', previousEditorId: 'owner', reason: 'approved' } },
      ])
        .when({ type: 'ApproveEditorRequest', data: { by: 'owner', userId: 'bob' } })
        .thenThrows(ForbiddenError));
  });

  describe('someone may no longer edit', () => {
    it('leaves the seat and the queue', () => {
      given([ownerEdits, bobAsks])
        .when({ type: 'ReleaseEditor', data: { userId: 'owner' } })
        .then([{ type: 'EditorChanged', data: { editorId: null, previousEditorId: 'owner', reason: 'released' } }]);
      given([ownerEdits, bobAsks])
        .when({ type: 'ReleaseEditor', data: { userId: 'bob' } })
        .then([{ type: 'EditorHandoverCanceled', data: { userId: 'bob' } }]);
      given([ownerEdits])
        .when({ type: 'ReleaseEditor', data: { userId: 'carol' } })
        .then([]);
    });
  });
});
