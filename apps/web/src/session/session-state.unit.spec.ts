import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@lectern/contracts';
import { initialSessionState, sessionReducer, type SessionEvent, type SessionState } from './session-state';

const alice = { id: '1', username: 'alice' } as CurrentUser;
const bob = { id: '2', username: 'bob' } as CurrentUser;
const signedIn = (user: CurrentUser): SessionEvent => ({ type: 'status', status: { user_signed_in: true, user } });
const signedOut: SessionEvent = { type: 'status', status: { user_signed_in: false } };
const run = (...events: SessionEvent[]) => events.reduce<SessionState>(sessionReducer, initialSessionState);

describe('the session state', () => {
  it('is unknown until the first status answer', () => {
    expect(initialSessionState).toEqual({ known: false, user: null, popupOpen: false });
    expect(run(signedIn(alice))).toEqual({ known: true, user: alice, popupOpen: false });
    expect(run(signedOut)).toEqual({ known: true, user: null, popupOpen: false });
  });

  it('takes a status that cannot be read as signed out, and keeps a known session through later failures', () => {
    expect(run({ type: 'status-failed' })).toEqual({ known: true, user: null, popupOpen: false });
    expect(run(signedIn(alice), { type: 'status-failed' })).toEqual({ known: true, user: alice, popupOpen: false });
  });

  it('opens the popup, keeping the user, when a check finds the session lost', () => {
    expect(run(signedIn(alice), signedOut)).toEqual({ known: true, user: alice, popupOpen: true });
  });

  it('closes the popup as soon as a check finds the user signed in again, as whoever signed in', () => {
    expect(run(signedIn(alice), signedOut, signedIn(alice))).toEqual({ known: true, user: alice, popupOpen: false });
    expect(run(signedIn(alice), signedOut, signedIn(bob)).user).toBe(bob);
  });

  it('closes the popup on Ignore until the next check finds the session lost again', () => {
    const ignored = run(signedIn(alice), signedOut, { type: 'ignored' });
    expect(ignored).toEqual({ known: true, user: alice, popupOpen: false });
    expect(sessionReducer(ignored, signedOut).popupOpen).toBe(true);
  });

  it('forgets the user on signing out here, so the signed-out answers that follow open no popup', () => {
    expect(run(signedIn(alice), { type: 'signed-out' }, signedOut)).toEqual({
      known: true,
      user: null,
      popupOpen: false,
    });
  });

  it('keeps the same state object when an event changes nothing', () => {
    const state = run(signedIn(alice));
    expect(sessionReducer(state, { type: 'ignored' })).toBe(state);
    expect(sessionReducer(state, { type: 'status-failed' })).toBe(state);
  });
});
