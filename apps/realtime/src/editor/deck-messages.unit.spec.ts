import { describe, expect, it } from 'vitest';
import { deckEnvelopes, type DeckEventRecord } from './deck-messages.js';
import { userStates } from './user-states.js';

const author = async (id: string) => ({ id, username: 'ada', name: null, thumbnail_url: null });
const record = (streamId: string, type: string, data: unknown, streamVersion = 1): DeckEventRecord => ({
  streamId,
  streamVersion,
  position: 40,
  type,
  data,
});

describe('what a deck’s users are told of its events', () => {
  it('routes each stream to its deck', async () => {
    expect(await deckEnvelopes(record('deck-content-d1', 'DeckContentSaved', { slideCount: 3 }, 7), author)).toEqual({
      deckId: 'd1',
      envelopes: [{ message: { type: 'collaboration:deck-content-changed', version: 7, slide_count: 3 } }],
    });
    expect(
      await deckEnvelopes(
        record('editor-d1', 'EditorChanged', { editorId: 'u2', previousEditorId: 'u1', reason: 'approved' }),
        author,
      ),
    ).toEqual({
      deckId: 'd1',
      envelopes: [{ message: { type: 'collaboration:editor-changed', user_id: 'u2', previous_user_id: 'u1' } }],
    });
    const added = await deckEnvelopes(
      record('comment-c1', 'CommentAdded', {
        commentId: 'c1',
        deckId: 'd1',
        authorId: 'u1',
        message: 'Hi',
        slideHash: null,
        at: '2026-01-01T00:00:00.000Z',
      }),
      author,
    );
    expect(added?.deckId).toBe('d1');
    expect(added?.envelopes[0]?.message).toMatchObject({ comment: { id: 'c1', user: { username: 'ada' } } });
  });

  it('drops a removed collaborator and rechecks everyone when who may see the deck changes', async () => {
    expect(await deckEnvelopes(record('deck-d1', 'CollaboratorRemoved', { collaboratorId: 'u3' }), author)).toEqual({
      deckId: 'd1',
      envelopes: [{ message: { type: 'collaboration:user-removed', id: 'u3' }, evict: 'u3' }],
    });
    expect(
      (await deckEnvelopes(record('deck-d1', 'DeckVisibilityChanged', { visibility: 'self' }), author))?.envelopes,
    ).toEqual([{ message: { type: 'collaboration:deck-settings-changed' } }, { recheck: { after: 40 } }]);
    expect((await deckEnvelopes(record('deck-d1', 'DeckTrashed', { at: 'x' }), author))?.envelopes).toEqual([
      { recheck: { after: 40 } },
    ]);
  });

  it('rechecks everyone when a role or the deck’s Edit together changes, not for other settings', async () => {
    const role = record('deck-d1', 'CollaboratorRoleChanged', { collaboratorId: 'u3', role: 'viewer' });
    expect((await deckEnvelopes(role, author))?.envelopes).toContainEqual({ recheck: { after: 40 } });
    const together = record('deck-d1', 'DeckSettingsChanged', { settings: { edit_together: false } });
    expect((await deckEnvelopes(together, author))?.envelopes).toContainEqual({ recheck: { after: 40 } });
    const theme = record('deck-d1', 'DeckSettingsChanged', { settings: { theme_color: 'dark' } });
    expect((await deckEnvelopes(theme, author))?.envelopes).toEqual([
      { message: { type: 'collaboration:deck-settings-changed' } },
    ]);
  });

  it('says nothing of views, reads and unrelated streams', async () => {
    expect(await deckEnvelopes(record('deck-views-d1', 'DeckViewed', {}), author)).toBeNull();
    expect(await deckEnvelopes(record('comment-reads-d1-u1', 'CommentsRead', {}), author)).toBeNull();
    expect(await deckEnvelopes(record('tag-t1', 'TagCreated', {}), author)).toBeNull();
    expect((await deckEnvelopes(record('deck-d1', 'DeckKudoed', { userId: 'u2' }), author))?.envelopes).toEqual([]);
  });
});

describe('user states', () => {
  it('counts a user viewing when any of their pages is, at that page’s slide', () => {
    const entry = (connectionId: string, userId: string, status: 'viewing' | 'idle', slideId: string) => ({
      connectionId,
      deckId: 'd1',
      userId,
      status,
      slideId,
    });
    expect(
      userStates([entry('a', 'u1', 'idle', 's1'), entry('b', 'u1', 'viewing', 's2'), entry('c', 'u2', 'idle', 's3')]),
    ).toEqual([
      { user_id: 'u1', status: 'viewing', slide_id: 's2' },
      { user_id: 'u2', status: 'idle', slide_id: 's3' },
    ]);
  });
});
