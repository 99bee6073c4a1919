import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../decider-spec.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { decideAccessToken } from './decide.js';
import type { AccessTokenEvent } from './events.js';
import { embedWhitelistEntries, sanitizeEmbedDomainWhitelist } from './rules.js';
import { evolveAccessToken, initialAccessTokenState } from './state.js';

const given = deciderSpec({
  decide: decideAccessToken,
  evolve: evolveAccessToken,
  initialState: initialAccessTokenState,
});
const now = '2026-01-01T00:00:00.000Z';
const created: AccessTokenEvent = {
  type: 'AccessTokenCreated',
  data: {
    tokenId: 't1',
    deckId: 'd1',
    token: 'secret-token',
    name: 'Untitled',
    linkType: 'view',
    notifyOnView: false,
    embedDomainWhitelist: '',
    createdAt: now,
  },
};
const deleted: AccessTokenEvent = { type: 'AccessTokenDeleted', data: { deletedAt: now } };

describe('access token decider', () => {
  describe('no link yet', () => {
    it("is created as a view link named 'Untitled' when no name is given", () =>
      given([])
        .when({ type: 'CreateAccessToken', data: { tokenId: 't1', deckId: 'd1', token: 'secret-token', now } })
        .then([created]));
    it('keeps a given name, trimmed', () =>
      given([])
        .when({
          type: 'CreateAccessToken',
          data: { tokenId: 't1', deckId: 'd1', token: 'secret-token', name: '  Board ', now },
        })
        .then([{ ...created, data: { ...created.data, name: 'Board' } } as AccessTokenEvent]));
    it('refuses a name over 255 characters', () =>
      given([])
        .when({
          type: 'CreateAccessToken',
          data: { tokenId: 't1', deckId: 'd1', token: 'x', name: 'n'.repeat(256), now },
        })
        .thenThrows(ValidationError));
    it('cannot be changed', () =>
      given([])
        .when({ type: 'UpdateAccessToken', data: { name: 'x' } })
        .thenThrows(NotFoundError));
  });

  describe('active', () => {
    it('is not created twice', () =>
      given([created])
        .when({ type: 'CreateAccessToken', data: { tokenId: 't1', deckId: 'd1', token: 'x', now } })
        .thenThrows(ConflictError));
    it('records only the settings that change', () =>
      given([created])
        .when({ type: 'UpdateAccessToken', data: { name: 'Untitled', linkType: 'presenter', notifyOnView: true } })
        .then([{ type: 'AccessTokenUpdated', data: { linkType: 'presenter', notifyOnView: true } }]));
    it('records nothing for settings left out', () =>
      given([created])
        .when({ type: 'UpdateAccessToken', data: { name: undefined, linkType: undefined } })
        .then([]));
    it("names a blank name 'Untitled'", () =>
      given([created, { type: 'AccessTokenUpdated', data: { name: 'Board' } }])
        .when({ type: 'UpdateAccessToken', data: { name: '   ' } })
        .then([{ type: 'AccessTokenUpdated', data: { name: 'Untitled' } }]));
    it('sanitizes the embed whitelist and refuses one over 512 characters', () => {
      given([created])
        .when({ type: 'UpdateAccessToken', data: { embedDomainWhitelist: ' https://a.example/<script>#top ' } })
        .then([{ type: 'AccessTokenUpdated', data: { embedDomainWhitelist: 'https://a.example/script#top' } }]);
      given([created])
        .when({ type: 'UpdateAccessToken', data: { embedDomainWhitelist: 'a'.repeat(513) } })
        .thenThrows(ValidationError);
    });
    it('sets, changes and removes the password by its hash', () => {
      given([created])
        .when({ type: 'SetAccessTokenPassword', data: { passwordHash: 'scrypt$h' } })
        .then([{ type: 'AccessTokenPasswordSet', data: { passwordHash: 'scrypt$h' } }]);
      given([created, { type: 'AccessTokenPasswordSet', data: { passwordHash: 'scrypt$h' } }])
        .when({ type: 'SetAccessTokenPassword', data: { passwordHash: null } })
        .then([{ type: 'AccessTokenPasswordSet', data: { passwordHash: null } }]);
      given([created])
        .when({ type: 'SetAccessTokenPassword', data: { passwordHash: null } })
        .then([]);
    });
    it('is deleted', () => given([created]).when({ type: 'DeleteAccessToken', data: { now } }).then([deleted]));
    it('counts a view', () =>
      given([created])
        .when({ type: 'CountAccessTokenView', data: { now } })
        .then([{ type: 'AccessTokenViewed', data: { viewedAt: now } }]));
  });

  describe('deleted', () => {
    it('is gone for every command', () => {
      given([created, deleted])
        .when({ type: 'UpdateAccessToken', data: { name: 'x' } })
        .thenThrows(NotFoundError);
      given([created, deleted]).when({ type: 'DeleteAccessToken', data: { now } }).thenThrows(NotFoundError);
      given([created, deleted]).when({ type: 'CountAccessTokenView', data: { now } }).thenThrows(NotFoundError);
    });
  });
});

describe('embed domain whitelist', () => {
  it('is kept as typed, trimmed, with every character but letters, digits and : % . / - _ # stripped', () => {
    expect(sanitizeEmbedDomainWhitelist('  https://café.example:8080/path?q=1#top_a-b%20  ')).toBe(
      'https://caf.example:8080/pathq1#top_a-b%20',
    );
    expect(sanitizeEmbedDomainWhitelist('blog.example.com')).toBe('blog.example.com');
    // Separators are characters like any other: the spec strips them too.
    expect(sanitizeEmbedDomainWhitelist('a.example, b.example')).toBe('a.exampleb.example');
    expect(sanitizeEmbedDomainWhitelist('   ')).toBe('');
  });
  it('reads its site back, and each site of a list kept before', () => {
    expect(embedWhitelistEntries('https://b.example:8443/posts')).toEqual(['https://b.example:8443/posts']);
    expect(embedWhitelistEntries('a.example, https://b.example')).toEqual(['a.example', 'https://b.example']);
    expect(embedWhitelistEntries('')).toEqual([]);
  });
});
