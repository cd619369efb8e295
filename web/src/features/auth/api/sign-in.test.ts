import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleAuthProvider } from 'firebase/auth';
import type * as FirebaseAuth from 'firebase/auth';
import { signInWithGoogle } from './sign-in';

const signInWithPopup = vi.hoisted(() => vi.fn());
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof FirebaseAuth>()),
  signInWithPopup,
}));
vi.mock('../../../lib/firebase', () => ({ auth: { name: 'test-auth' } }));
vi.mock('../../../lib/functions', () => ({ callFunction: vi.fn().mockResolvedValue({}) }));

describe('signInWithGoogle', () => {
  beforeEach(() => {
    signInWithPopup.mockReset();
  });

  it('asks Google for offline access and a consent prompt (spec 7)', async () => {
    signInWithPopup.mockResolvedValueOnce({ user: { uid: 'g1' } });
    await signInWithGoogle();
    const provider = signInWithPopup.mock.calls[0]?.[1] as GoogleAuthProvider;
    expect(provider).toBeInstanceOf(GoogleAuthProvider);
    expect(provider.getCustomParameters()).toEqual({ access_type: 'offline', prompt: 'consent' });
  });
});
