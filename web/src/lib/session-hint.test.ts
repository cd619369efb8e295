import { afterEach, describe, expect, it } from 'vitest';
import { hadSession, rememberSession, rememberedName } from './session-hint';

describe('session hint', () => {
  afterEach(() => localStorage.clear());

  it('remembers who is signed in on this device, and forgets both on sign-out', () => {
    expect(hadSession()).toBe(false);
    expect(rememberedName()).toBeNull();
    rememberSession({ name: 'Maja Lindqvist' });
    expect(hadSession()).toBe(true);
    expect(rememberedName()).toBe('Maja Lindqvist');
    rememberSession(null);
    expect(hadSession()).toBe(false);
    expect(rememberedName()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('gives no name for a session remembered before names were (the page then waits for Auth)', () => {
    localStorage.setItem('sprout.signedIn', '1');
    expect(hadSession()).toBe(true);
    expect(rememberedName()).toBeNull();
  });
});
