import { describe, expect, it, vi } from 'vitest';
import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore';
import type { ChildData } from '@sprout/core';
import { converter, withId } from './firestore-converter';

const child: ChildData = {
  ownerId: 'u1',
  name: 'Noor',
  birthDate: '2022-04-01',
  gender: 'female',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function snapshot(data: DocumentData, id = 'c1') {
  const read = vi.fn((_options?: unknown) => data);
  return { snap: { id, data: read } as unknown as QueryDocumentSnapshot<DocumentData>, read };
}

describe('converter', () => {
  it('reads a document as it is stored, passing the snapshot options on', () => {
    const { snap, read } = snapshot({ ...child });
    const options = { serverTimestamps: 'estimate' } as const;
    expect(converter<'child'>().fromFirestore(snap, options)).toEqual(child);
    expect(read).toHaveBeenCalledWith(options);
  });

  it('writes the very object it is given, for set and for set with merge', () => {
    const partial = { name: 'Noor' };
    expect(converter<'child'>().toFirestore(child)).toBe(child);
    expect(converter<'child'>().toFirestore(partial, { merge: true })).toBe(partial);
  });
});

describe('withId', () => {
  it('adds the document id, which wins over an id stored in the document', () => {
    expect(withId({ id: 'c1', data: () => child })).toEqual({ ...child, id: 'c1' });
    expect(withId({ id: 'p1', data: () => ({ id: 'stale', title: 'Coat' }) })).toEqual({
      id: 'p1',
      title: 'Coat',
    });
  });
});
