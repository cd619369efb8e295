// Loaded into every Node process of a date-sweep day (scripts/test-dates.mjs, through
// NODE_OPTIONS=--import): Date runs SPROUT_CLOCK_OFFSET_MS ahead (or behind), so the emulators,
// the functions and the test runner all live on the sweep's day. Timers are left alone.
const offset = Number(process.env.SPROUT_CLOCK_OFFSET_MS ?? 0);
if (offset !== 0) {
  const RealDate = Date;
  const shiftedNow = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [shiftedNow()] : args, newTarget),
    apply: () => new RealDate(shiftedNow()).toString(),
    get: (target, key, receiver) =>
      key === 'now' ? shiftedNow : Reflect.get(target, key, receiver),
  });
}
