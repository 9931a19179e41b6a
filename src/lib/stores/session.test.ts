import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allTasks, cleanStores, keepMount } from 'nanostores';
import { $session, logout, markLoggedIn, seedSession, syncSession, type SessionSource } from './session';
import type { SessionUser } from '../accounts/types';

const demo: SessionUser = { id: 'u1', email: 'demo@basera.pk', phone: null, name: 'Demo', role: 'webUser', groups: [] };

function source(user: SessionUser | null | Error): SessionSource & { ended: number } {
  return {
    ended: 0,
    current: async () => {
      if (user instanceof Error) throw user;
      return user;
    },
    async end() {
      this.ended++;
    },
  };
}

beforeEach(() => $session.set({ status: 'unknown', user: null }));
afterEach(() => cleanStores($session));

describe('$session', () => {
  it('starts unknown', () => {
    keepMount($session);
    expect($session.get()).toEqual({ status: 'unknown', user: null });
  });

  it('marks the user logged in when the provider has a session', async () => {
    keepMount($session);
    syncSession(source(demo));
    await allTasks();
    expect($session.get()).toEqual({ status: 'loggedIn', user: demo });
  });

  it('marks loaded-but-logged-out when the provider says not authenticated', async () => {
    keepMount($session);
    syncSession(source(null));
    await allTasks();
    expect($session.get()).toEqual({ status: 'loggedOut', user: null });
  });

  it('treats a failing provider as logged out rather than staying unknown', async () => {
    keepMount($session);
    syncSession(source(new Error('Network error')));
    await allTasks();
    expect($session.get().status).toBe('loggedOut');
  });

  it('logout ends the provider session and clears the user', async () => {
    keepMount($session);
    markLoggedIn(demo);
    const provider = source(demo);
    logout(provider);
    await allTasks();
    expect(provider.ended).toBe(1);
    expect($session.get()).toEqual({ status: 'loggedOut', user: null });
  });

  it('takes the server-rendered user as its first known state', () => {
    keepMount($session);
    seedSession(demo);
    expect($session.get()).toEqual({ status: 'loggedIn', user: demo });
  });
});
