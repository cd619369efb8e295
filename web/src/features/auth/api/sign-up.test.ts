import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serverAnswerTimeoutMs } from '../../../lib/server-answer';
import { signUp } from './sign-up';

const sdk = vi.hoisted(() => ({
  createUserWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(),
  signOut: vi.fn(),
  updateProfile: vi.fn(),
  deleteUser: vi.fn(),
}));
vi.mock('firebase/auth', () => sdk);
vi.mock('../../../lib/firebase', () => ({ auth: { name: 'test-auth' } }));
const setDoc = vi.hoisted(() => vi.fn());
const serverTimestamp = vi.hoisted(() => vi.fn(() => 'server-time'));
vi.mock('../../../lib/firestore', async () => {
  const { withServerTimeout } = await import('../../../lib/server-answer');
  return {
    loadFirestore: () =>
      Promise.resolve({ db: {}, sdk: { setDoc, serverTimestamp }, docRef: vi.fn() }),
    serverAnswer: withServerTimeout,
  };
});
const track = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/analytics', () => ({ track }));
const callFunction = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/functions', () => ({ callFunction }));

const input = {
  language: 'sv' as const,
  name: 'Pat Parent',
  email: 'pat@example.com',
  password: 'Growing-up-2026',
  confirmPassword: 'Growing-up-2026',
  acceptTerms: true,
};

describe('signUp', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sdk.createUserWithEmailAndPassword.mockResolvedValue({ user: { uid: 'u1' } });
    sdk.updateProfile.mockResolvedValue(undefined);
    sdk.sendEmailVerification.mockResolvedValue(undefined);
    sdk.signOut.mockResolvedValue(undefined);
    callFunction.mockResolvedValue({ logged: true });
    setDoc.mockResolvedValue(undefined);
  });

  it("has Firebase write the verification e-mail in the sign-up's language", async () => {
    const { auth } = (await import('../../../lib/firebase')) as unknown as {
      auth: { languageCode?: string | null };
    };
    let languageAtSend: string | null | undefined;
    sdk.sendEmailVerification.mockImplementation(() => {
      languageAtSend = auth.languageCode;
      return Promise.resolve();
    });
    await signUp({ ...input, language: 'dk' });
    // The route /dk is Danish: its catalog (and Firebase's template) is 'da'.
    expect(languageAtSend).toBe('da');
  });

  it('removes the new account and says it could not be created when the profile write never reaches the server', async () => {
    vi.useFakeTimers();
    try {
      setDoc.mockReturnValue(new Promise(() => undefined)); // Firestore unreachable: never settles
      const result = signUp(input).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(serverAnswerTimeoutMs);
      expect(await result).toMatchObject({ name: 'AuthError', code: 'auth/signup-unavailable' });
      expect(sdk.deleteUser).toHaveBeenCalledWith({ uid: 'u1' });
      expect(sdk.sendEmailVerification).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes the new account when the server refuses its profile, or signs it out if that fails too', async () => {
    const refused = Object.assign(new Error('denied'), { code: 'permission-denied' });
    setDoc.mockRejectedValue(refused);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(signUp(input)).rejects.toMatchObject({ code: 'auth/signup-unavailable' });
    // The spec's internal message goes to the console, with the cause.
    expect(logged).toHaveBeenCalledWith('Failed to ensure user profile', refused);
    // A refusal is not tried again.
    expect(setDoc).toHaveBeenCalledTimes(1);
    expect(sdk.deleteUser).toHaveBeenCalledTimes(1);
    sdk.deleteUser.mockRejectedValueOnce(new Error('offline'));
    await expect(signUp(input)).rejects.toMatchObject({ code: 'auth/signup-unavailable' });
    expect(sdk.signOut).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('tries the account and its profile up to 5 times while the server cannot be reached', async () => {
    vi.useFakeTimers();
    try {
      const unreachable = () => Object.assign(new Error('unavailable'), { code: 'unavailable' });
      const offline = () =>
        Object.assign(new Error('offline'), {
          name: 'FirebaseError',
          code: 'auth/network-request-failed',
        });
      sdk.createUserWithEmailAndPassword
        .mockRejectedValueOnce(offline())
        .mockRejectedValueOnce(offline());
      setDoc.mockRejectedValueOnce(unreachable()).mockRejectedValueOnce(unreachable());
      const result = signUp(input);
      await vi.advanceTimersByTimeAsync(20_000);
      await result;
      expect(sdk.createUserWithEmailAndPassword).toHaveBeenCalledTimes(3);
      expect(setDoc).toHaveBeenCalledTimes(3);
      expect(sdk.deleteUser).not.toHaveBeenCalled();
      expect(sdk.sendEmailVerification).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('dates the acceptance and the account by the server’s clock (the rules require it)', async () => {
    await signUp(input);
    expect(setDoc).toHaveBeenCalledWith(
      undefined,
      expect.objectContaining({ termsAcceptedAt: 'server-time', createdAt: 'server-time' }),
    );
  });

  it('sends the verification link back through /auth/callback (spec 2 and 7)', async () => {
    await signUp(input);
    const [, settings] = sdk.sendEmailVerification.mock.calls[0] as [unknown, { url: string }];
    const url = new URL(settings.url);
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/auth/callback');
  });

  it('logs the sign_up event, as Google sign-up does, while still signed in', async () => {
    await signUp(input);
    expect(track).toHaveBeenCalledWith('sign_up', { provider: 'email' });
    expect(callFunction).toHaveBeenCalledWith('logAuthEvent', {
      eventType: 'sign_up',
      provider: 'email',
      success: true,
    });
    // The server records a successful event only for a signed-in caller.
    expect(callFunction.mock.invocationCallOrder[0]).toBeLessThan(
      sdk.signOut.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('logs no sign_up when the account could not be created', async () => {
    sdk.createUserWithEmailAndPassword.mockRejectedValueOnce(new Error('offline'));
    await expect(signUp(input)).rejects.toMatchObject({ code: 'default' });
    expect(track).not.toHaveBeenCalledWith('sign_up', expect.anything());
  });
});
