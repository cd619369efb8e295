import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The date sweep's clock (vitest.config.ts, dateSweepProjects): the suites run as on the day in
 * SPROUT_TEST_NOW. Only Date is replaced, and it goes on ticking, so timers and waits behave as
 * usual. Set before the test module loads (for dates read at import) and again before each
 * test (a test that used and then dropped its own fake timers gets the sweep's day back).
 */
const now = process.env.SPROUT_TEST_NOW;
if (!now) throw new Error('sweep-clock.ts needs SPROUT_TEST_NOW');

const setSweepClock = () =>
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(now), shouldAdvanceTime: true });

setSweepClock();
beforeEach(setSweepClock);
afterEach(() => vi.useRealTimers());
