import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from 'firebase/auth';
import { useAuthStore } from '../../../stores/auth-store';
import { hadSession, signOutRequested } from '../../../lib/session-hint';

const firebase = vi.hoisted(() => ({ listener: null as ((user: User | null) => void) | null }));
vi.mock('firebase/auth', () => ({
  onIdTokenChanged: (_auth: unknown, next: (user: User | null) => void) => {
    firebase.listener = next;
    return () => undefined;
  },
}));
vi.mock('../../../lib/firebase-loader', () => ({
  loadFirebase: () => Promise.resolve({ auth: {} }),
  firebaseRequested: () => new Promise(() => undefined),
}));

const { watchAuth } = await import('./watch-auth');

const parent = {
  uid: 'u1',
  email: 'pat@example.com',
  displayName: 'Pat',
  emailVerified: true,
  providerData: [{ providerId: 'password' }],
  getIdTokenResult: () => Promise.resolve({ claims: {} }),
} as unknown as User;

async function authSays(user: User | null) {
  await vi.waitFor(() => expect(firebase.listener).not.toBeNull());
  firebase.listener?.(user);
  await vi.waitFor(() => expect(useAuthStore.getState().status).not.toBe('loading'));
  await Promise.resolve();
}

afterEach(() => {
  localStorage.clear();
  firebase.listener = null;
  useAuthStore.setState({ status: 'loading', user: null, isAdmin: false, sessionExpired: false });
});

describe('watchAuth', () => {
  it('reports a session that ended without a sign-out as expired', async () => {
    const stop = watchAuth('now');
    await authSays(parent);
    await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('signed-in'));
    expect(hadSession()).toBe(true);
    // The token was revoked: Auth says nobody, though nobody signed out.
    await authSays(null);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', sessionExpired: true });
    expect(hadSession()).toBe(false);
    stop();
  });

  it('says nothing when the person signed out', async () => {
    const stop = watchAuth('now');
    await authSays(parent);
    await vi.waitFor(() => expect(useAuthStore.getState().status).toBe('signed-in'));
    signOutRequested();
    await authSays(null);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', sessionExpired: false });
    stop();
  });

  it('says nothing to a visitor who was never signed in here', async () => {
    const stop = watchAuth('now');
    await authSays(null);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed-out', sessionExpired: false });
    stop();
  });
});
