import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default. Under a full unit run on a busy 2-core
// machine a resolved answer can take longer than that to render (product-list's first test,
// reproduced with the CPU taken: still aria-busy after 1 s); the test timeout (15 s,
// vitest.config.ts) is what bounds a test, so the waits get most of it.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
