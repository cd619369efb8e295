import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Child } from '@sprout/core';

/** Each listener the api starts: what it listens to, its callbacks, and whether it was stopped. */
type Listener = {
  target: string;
  map: (snapshot: unknown) => unknown;
  onData: (data: unknown) => void;
  onError: (error: Error) => void;
  stopped: boolean;
};
const listeners = vi.hoisted(() => [] as Listener[]);

// A stand-in for Firestore's query and reference builders: each names what it listens to.
const fakeFirestore = {
  sdk: {
    query: (collection: string, where: string) => `${collection}?${where}`,
    where: (field: string, op: string, value: string) => `${field}${op}${value}`,
  },
  collectionRef: (path: string) => path,
  docRef: (path: string) => path,
};

vi.mock('../../../lib/firestore', () => {
  const listen =
    (build: (firestore: unknown) => unknown) =>
    (
      target: (firestore: unknown) => unknown,
      map: Listener['map'],
      onData: Listener['onData'],
      onError: Listener['onError'],
    ) => {
      const listener: Listener = {
        target: String(build(target)),
        map,
        onData,
        onError,
        stopped: false,
      };
      listeners.push(listener);
      return () => {
        listener.stopped = true;
      };
    };
  const run = (target: unknown) => (target as (f: typeof fakeFirestore) => unknown)(fakeFirestore);
  return { listenLive: listen(run), listenLiveDocument: listen(run) };
});

const { watchChildren } = await import('./children');

const child = (id: string, ownerId: string, createdAt: string): Child => ({
  id,
  ownerId,
  name: id,
  birthDate: '2022-01-01',
  gender: 'female',
  createdAt,
});
const listener = (target: string) => {
  const found = listeners.filter((l) => l.target === target && !l.stopped);
  expect(found).toHaveLength(1);
  return found[0] as Listener;
};
/** Answers a listener with data already mapped, as listenLive passes it on. */
const answer = (target: string, data: unknown) => listener(target).onData(data);
/** The user's subscriptions as the listener maps them: each child's id and the role it gives. */
const subscriptions = (...entries: [string, 'follower' | 'guardian'][]) =>
  entries.map(([childId, role]) => ({ childId, role }));

beforeEach(() => {
  listeners.length = 0;
});

describe('watchChildren', () => {
  it('answers once own and followed children have all answered, oldest first', () => {
    const onData = vi.fn();
    watchChildren('me', onData, vi.fn());
    expect(listeners.map((l) => l.target)).toEqual([
      'children?ownerId==me',
      'subscriptions?subscriberId==me',
    ]);
    answer('children?ownerId==me', [child('mine', 'me', '2026-02-01T00:00:00Z')]);
    expect(onData).not.toHaveBeenCalled();
    answer('subscriptions?subscriberId==me', subscriptions(['f1', 'follower'], ['f2', 'guardian']));
    // Never an incomplete list while a followed child is still loading.
    expect(onData).not.toHaveBeenCalled();
    answer('children/f1', child('f1', 'grandpa', '2026-03-01T00:00:00Z'));
    expect(onData).not.toHaveBeenCalled();
    answer('children/f2', child('f2', 'aunt', '2026-01-01T00:00:00Z'));
    expect(onData).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'f2', access: 'guardian' }),
      expect.objectContaining({ id: 'mine', access: 'owner' }),
      expect.objectContaining({ id: 'f1', access: 'follower' }),
    ]);
  });

  it('drops a followed child at once when its subscription ends, and stops listening to it', () => {
    const onData = vi.fn();
    watchChildren('me', onData, vi.fn());
    answer('children?ownerId==me', []);
    answer('subscriptions?subscriberId==me', subscriptions(['f1', 'follower']));
    answer('children/f1', child('f1', 'grandpa', '2026-03-01T00:00:00Z'));
    expect(onData).toHaveBeenLastCalledWith([expect.objectContaining({ id: 'f1' })]);
    const followed = listener('children/f1');

    answer('subscriptions?subscriberId==me', []);
    expect(followed.stopped).toBe(true);
    expect(onData).toHaveBeenLastCalledWith([]);
  });

  it('leaves out a followed child it may no longer read; fails on any other error', () => {
    const onData = vi.fn();
    const onError = vi.fn();
    watchChildren('me', onData, onError);
    answer('children?ownerId==me', []);
    answer('subscriptions?subscriberId==me', subscriptions(['f1', 'follower'], ['f2', 'follower']));
    listener('children/f1').onError(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    answer('children/f2', null);
    expect(onData).toHaveBeenLastCalledWith([]);
    expect(onError).not.toHaveBeenCalled();

    answer('subscriptions?subscriberId==me', subscriptions(['f1', 'follower'], ['f3', 'follower']));
    const timeout = new Error('The server did not answer');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    listener('children/f3').onError(timeout);
    expect(onError).toHaveBeenCalledWith(timeout);
    // The spec's internal message goes to the console, with the cause.
    expect(logged).toHaveBeenCalledWith('Failed to fetch children', timeout);
    logged.mockRestore();
    expect(listeners.every((l) => l.stopped)).toBe(true);
  });

  it("reads each subscription's role, a subscription without one being a follower's", () => {
    watchChildren('me', vi.fn(), vi.fn());
    const docs = [
      { childId: 'f1', subscriberId: 'me', ownerId: 'o', createdAt: '2026-01-01T00:00:00Z' },
      {
        childId: 'f2',
        subscriberId: 'me',
        ownerId: 'o',
        createdAt: '2026-01-01T00:00:00Z',
        role: 'guardian',
      },
      {
        childId: 'f3',
        subscriberId: 'me',
        ownerId: 'o',
        createdAt: '2026-01-01T00:00:00Z',
        role: 'follower',
      },
    ];
    const snapshot = { docs: docs.map((data) => ({ data: () => data })) };
    expect(listener('subscriptions?subscriberId==me').map(snapshot)).toEqual([
      { childId: 'f1', role: 'follower' },
      { childId: 'f2', role: 'guardian' },
      { childId: 'f3', role: 'follower' },
    ]);
  });

  it('passes on a change of role at once, without listening to the child anew', () => {
    const onData = vi.fn();
    watchChildren('me', onData, vi.fn());
    answer('children?ownerId==me', [child('mine', 'me', '2026-02-01T00:00:00Z')]);
    answer('subscriptions?subscriberId==me', subscriptions(['f1', 'guardian']));
    answer('children/f1', child('f1', 'grandpa', '2026-03-01T00:00:00Z'));
    expect(onData).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'mine', access: 'owner' }),
      expect.objectContaining({ id: 'f1', access: 'guardian' }),
    ]);
    const followed = listener('children/f1');

    // The owner makes the guardian a follower: the same child, read-only from now on.
    answer('subscriptions?subscriberId==me', subscriptions(['f1', 'follower']));
    expect(onData).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'mine', access: 'owner' }),
      expect.objectContaining({ id: 'f1', access: 'follower' }),
    ]);
    expect(listener('children/f1')).toBe(followed);

    // And back to guardian; then removed altogether: the child goes.
    answer('subscriptions?subscriberId==me', subscriptions(['f1', 'guardian']));
    expect(onData).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 'mine' }),
      expect.objectContaining({ id: 'f1', access: 'guardian' }),
    ]);
    answer('subscriptions?subscriberId==me', []);
    expect(onData).toHaveBeenLastCalledWith([expect.objectContaining({ id: 'mine' })]);
    expect(followed.stopped).toBe(true);
  });
});
