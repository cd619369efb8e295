import type { Child } from '@sprout/core';

/** A girl born in March 2022, owned by `u1`: the child the component tests draw for. */
export const mia: Child = {
  id: 'c1',
  ownerId: 'u1',
  name: 'Mia',
  birthDate: '2022-03-10',
  gender: 'female',
  createdAt: '2022-03-11T00:00:00Z',
};
