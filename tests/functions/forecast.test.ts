import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import {
  ageInMonths,
  forecastSeasons,
  paths,
  standingOf,
  type ChildData,
  type GrowthMeasurement,
  type ParentHeights,
} from '@sprout/core';
import { adminDb, eventually } from '../support/admin';
import { useClients } from '../support/harness';
import { childData, measurementData, parentHeightsData } from '../support/factories';
import { createChild, createMeasurement } from '../support/indexed-writes';

const clients = useClients();
const today = () => new Date().toISOString().slice(0, 10);

async function parentWithChild(
  locale: 'SE' | 'AU',
  person: Pick<ChildData, 'birthDate' | 'gender'> = { birthDate: '2021-03-15', gender: 'male' },
) {
  const client = await clients.newUser('forecaster', {
    name: 'Forecaster',
    locale,
    language: locale === 'AU' ? 'en-AU' : 'sv',
  });
  const child = childData(client.user.uid, person);
  const childId = await createChild(client.db, client.user.uid, child);
  return { client, childId, child };
}

async function predictionsOf(childId: string) {
  const snap = await adminDb().collection(paths.predictions(childId)).get();
  return snap.docs.map((d) => d.data()).sort((a, b) => a.step - b.step);
}

describe('onMeasurementWritten', () => {
  it('stores the percentiles and the 8 forecast points that core computes', async () => {
    const { client, childId, child } = await parentWithChild('SE');
    const measurements = [
      { measuredAt: '2026-03-01', height: 110.2, weight: 18.4, footLength: 17.2 },
      { measuredAt: '2026-09-01', height: 113.6, weight: 19.5, footLength: 17.8 },
    ];
    const refs: Array<{ id: string }> = [];
    for (const m of measurements) {
      refs.push({ id: await createMeasurement(client.db, childId, measurementData(m)) });
    }

    const expected = forecastSeasons({
      sex: 'male',
      birthDate: child.birthDate,
      measurements,
      today: today(),
      hemisphere: 'northern',
    });
    expect(expected).toHaveLength(8);
    const stored = await eventually(
      () => predictionsOf(childId),
      (points) => points.length === 8 && points[0]?.height.value === expected[0]?.height.value,
    );
    expect(stored.map(({ generatedAt: _, lastMeasuredAt: __, ...point }) => point)).toEqual(
      expected,
    );
    // The day of the newest measurement behind them, for the reminder's "measured … days ago".
    expect(stored.map((point) => point.lastMeasuredAt)).toEqual(Array(8).fill('2026-09-01'));

    const last = await eventually(
      async () =>
        (
          await adminDb()
            .doc(`${paths.measurements(childId)}/${refs[1]?.id}`)
            .get()
        ).data(),
      (data) => data?.percentiles != null,
    );
    const age = ageInMonths(child.birthDate, '2026-09-01');
    expect(last?.percentiles.height).toEqual(standingOf('height', 'male', age, 113.6));
    expect(last?.percentiles.weight).toEqual(standingOf('weight', 'male', age, 19.5));
    expect(last?.percentiles.footLength).toEqual(standingOf('footLength', 'male', age, 17.8));
  });

  it('uses the later entry of a day: a same-day correction replaces the first', async () => {
    const { client, childId, child } = await parentWithChild('SE');
    const day = '2026-09-01';
    // The ids put the correction first in the store's own (id) order, so a forecast that took
    // the last of the day in that order would use the typo.
    const typo = { measuredAt: day, height: 101.6, weight: 18, footLength: 17.2 };
    const fixed = { measuredAt: day, height: 104.1, weight: 18, footLength: 17.2 };
    const forecastOf = (m: GrowthMeasurement) =>
      forecastSeasons({
        sex: 'male',
        birthDate: child.birthDate,
        measurements: [m],
        today: today(),
        hemisphere: 'northern',
      });
    const expected = forecastOf(fixed);
    const withTypo = forecastOf(typo);
    expect(withTypo[0]?.height.value).not.toBe(expected[0]?.height.value);

    await createMeasurement(client.db, childId, measurementData(typo), 'z-typo');
    // The parent sees the first forecast, then corrects the height.
    await eventually(
      () => predictionsOf(childId),
      (points) => points.length === 8 && points[0]?.height.value === withTypo[0]?.height.value,
    );
    await createMeasurement(client.db, childId, measurementData(fixed), 'a-fixed');
    const stored = await eventually(
      () => predictionsOf(childId),
      (points) => points.length === 8 && points[0]?.height.value === expected[0]?.height.value,
    );
    expect(stored.map(({ generatedAt: _, lastMeasuredAt: __, ...point }) => point)).toEqual(
      expected,
    );
  });

  it('regenerates when a measurement goes, and follows the southern seasons in Australia', async () => {
    const { client, childId } = await parentWithChild('AU');
    const first = {
      id: await createMeasurement(
        client.db,
        childId,
        measurementData({ measuredAt: '2026-06-01', height: 112, weight: 19, footLength: 17.5 }),
      ),
    };
    const before = await eventually(
      () => predictionsOf(childId),
      (p) => p.length === 8,
    );
    // Southern hemisphere: spring is Sep-Nov, summer Dec-Feb.
    const month = Number(today().slice(5, 7));
    const southern =
      month >= 9 && month <= 11
        ? 'spring'
        : month === 12 || month <= 2
          ? 'summer'
          : month <= 5
            ? 'autumn'
            : 'winter';
    expect(before[0]?.season).toBe(southern);

    await deleteDoc(doc(client.db, `${paths.measurements(childId)}/${first.id}`));
    await eventually(
      () => predictionsOf(childId),
      (p) => p.length === 0,
    );
  });
});

describe('forecast sizes from 13', () => {
  it("stores a 13+ girl's clothing sizes from her latest bust, waist and hips", async () => {
    // 14 on the day of the measurement and at every forecast point.
    const birthDate = `${Number(today().slice(0, 4)) - 14}-01-01`;
    const { client, childId } = await parentWithChild('SE', { birthDate, gender: 'female' });
    const measuredAt = today();
    const measurement = {
      measuredAt,
      height: 160,
      weight: 50,
      footLength: 24,
      bust: 84,
      waist: 66,
      hips: 97,
    };
    await createMeasurement(client.db, childId, measurementData(measurement));
    const stored = await eventually(
      () => predictionsOf(childId),
      (points) => points.length === 8,
    );
    // Hips 97 cm is a women's 38 (FWF chart), whatever the forecast height.
    expect(stored[0]).toMatchObject({ clothingTable: 'women', clothingSize: 38 });
    expect(stored.every((p) => p.clothingTable === 'women')).toBe(true);
    const expected = forecastSeasons({
      sex: 'female',
      birthDate,
      measurements: [measurement],
      today: today(),
      hemisphere: 'northern',
    });
    expect(stored.map((p) => [p.clothingSize, p.catalogueClothingSize])).toEqual(
      expected.map((p) => [p.clothingSize, p.catalogueClothingSize]),
    );
  });
});

describe('onChildDeleted', () => {
  it("takes measurements, their index, forecast and the parents' heights along with the child", async () => {
    const { client, childId } = await parentWithChild('SE');
    await createMeasurement(
      client.db,
      childId,
      measurementData({ measuredAt: '2026-06-01', height: 112, weight: 19, footLength: 17.5 }),
      'm1',
    );
    await eventually(
      () => predictionsOf(childId),
      (p) => p.length === 8,
    );
    await setDoc(doc(client.db, paths.parentHeights(childId)), parentHeightsData());
    await deleteDoc(doc(client.db, paths.child(childId)));
    const exists = async (path: string) => ((await adminDb().doc(path).get()).exists ? 1 : 0);
    await eventually(
      async () =>
        (await adminDb().collection(paths.measurements(childId)).get()).size +
        (await predictionsOf(childId)).length +
        (await exists(paths.measurementIndex(childId))) +
        (await exists(paths.parentHeights(childId))),
      (left) => left === 0,
    );
  });
});

describe('onChildUpdated', () => {
  const measurement = { measuredAt: '2026-03-01', height: 110.2, weight: 18.4, footLength: 17.2 };

  /** A child with one measurement whose percentiles and forecast the server has written. */
  async function measuredChild() {
    const parent = await parentWithChild('SE');
    const measurementId = await createMeasurement(
      parent.client.db,
      parent.childId,
      measurementData(measurement),
    );
    const stored = () =>
      adminDb()
        .doc(paths.measurement(parent.childId, measurementId))
        .get()
        .then((d) => d.data());
    await eventually(stored, (data) => data?.percentiles != null);
    await eventually(
      () => predictionsOf(parent.childId),
      (points) => points.length === 8,
    );
    return { ...parent, stored };
  }

  const forecastFor = (person: Pick<ChildData, 'birthDate' | 'gender'>) =>
    forecastSeasons({
      sex: person.gender,
      birthDate: person.birthDate,
      measurements: [measurement],
      today: today(),
      hemisphere: 'northern',
    });

  it('recomputes every percentile and the forecast when the birth date is corrected', async () => {
    const { client, childId, child, stored } = await measuredChild();
    const before = forecastFor(child);
    // A year older at the same height: lower percentiles, a slower forecast.
    const corrected = { birthDate: '2020-03-15', gender: child.gender };
    const after = forecastFor(corrected);
    expect(after[0]?.height.value).not.toBe(before[0]?.height.value);
    const oldHeight = (await stored())?.percentiles?.height?.percentile;

    await updateDoc(doc(client.db, paths.child(childId)), { birthDate: corrected.birthDate });

    const points = await eventually(
      () => predictionsOf(childId),
      (p) => p.length === 8 && p[0]?.height.value === after[0]?.height.value,
    );
    expect(points.map(({ generatedAt: _, lastMeasuredAt: __, ...point }) => point)).toEqual(after);
    const age = ageInMonths(corrected.birthDate, measurement.measuredAt);
    const data = await eventually(stored, (d) => d?.percentiles?.height?.percentile !== oldHeight);
    expect(data?.percentiles).toEqual({
      height: standingOf('height', 'male', age, measurement.height),
      weight: standingOf('weight', 'male', age, measurement.weight),
      footLength: standingOf('footLength', 'male', age, measurement.footLength),
    });
  });

  it('recomputes them for a corrected gender, and leaves them alone on a rename', async () => {
    const { client, childId, child, stored } = await measuredChild();
    const ref = doc(client.db, paths.child(childId));
    const generated = (await predictionsOf(childId))[0]?.generatedAt;

    await updateDoc(ref, { name: 'Renamed' });
    // Nothing to do: give the trigger time to run, then the forecast is the same write.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await predictionsOf(childId))[0]?.generatedAt).toBe(generated);

    await updateDoc(ref, { gender: 'female' });
    const after = forecastFor({ birthDate: child.birthDate, gender: 'female' });
    await eventually(
      () => predictionsOf(childId),
      (p) => p.length === 8 && p[0]?.generatedAt !== generated,
    );
    expect(
      (await predictionsOf(childId)).map(
        ({ generatedAt: _, lastMeasuredAt: __, ...point }) => point,
      ),
    ).toEqual(after);
    const age = ageInMonths(child.birthDate, measurement.measuredAt);
    await eventually(stored, (d) =>
      isDeepStrictEqual(
        d?.percentiles?.height,
        standingOf('height', 'female', age, measurement.height),
      ),
    );
  });

  it('copes with a birth date after the measurements (the form refuses it, the rules cannot)', async () => {
    const { client, childId, stored } = await measuredChild();
    await updateDoc(doc(client.db, paths.child(childId)), { birthDate: '2026-04-01' });
    // The measurement cannot be placed on the curves: no percentiles, and no forecast from it.
    await eventually(
      () => predictionsOf(childId),
      (p) => p.length === 0,
    );
    expect((await stored())?.percentiles).toEqual({ height: null, weight: null, footLength: null });
  });
});

describe('onParentHeightsWritten', () => {
  const measurement = { measuredAt: '2026-03-01', height: 110.2, weight: 18.4, footLength: 17.2 };
  const forecastWith = (birthDate: string, parentHeights?: ParentHeights) =>
    forecastSeasons({
      sex: 'male',
      birthDate,
      measurements: [measurement],
      today: today(),
      hemisphere: 'northern',
      ...(parentHeights ? { parentHeights } : {}),
    });
  const generatedAt = async (childId: string) => (await predictionsOf(childId))[0]?.generatedAt;
  /** Waits for a forecast written after `since`, and returns it without its times. */
  const regenerated = async (childId: string, since: string | undefined) => {
    const points = await eventually(
      () => predictionsOf(childId),
      (p) => p.length === 8 && p[0]?.generatedAt !== since,
    );
    return points.map(({ generatedAt: _, lastMeasuredAt: __, ...point }) => point);
  };

  it("recomputes the forecast when the owner gives, changes or removes the parents' heights", async () => {
    const { client, childId, child } = await parentWithChild('SE');
    await createMeasurement(client.db, childId, measurementData(measurement));
    await eventually(
      () => predictionsOf(childId),
      (p) => p.length === 8,
    );
    const ref = doc(client.db, paths.parentHeights(childId));

    let since = await generatedAt(childId);
    await setDoc(ref, parentHeightsData({ motherCm: 158, fatherCm: 192 }));
    expect(await regenerated(childId, since)).toEqual(
      forecastWith(child.birthDate, { motherCm: 158, fatherCm: 192 }),
    );

    // Saved again with the same heights (only updatedAt moves): nothing to recompute.
    since = await generatedAt(childId);
    await setDoc(ref, parentHeightsData({ motherCm: 158, fatherCm: 192 }));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await generatedAt(childId)).toBe(since);

    await setDoc(ref, parentHeightsData({ motherCm: null, fatherCm: 192 }));
    expect(await regenerated(childId, since)).toEqual(
      forecastWith(child.birthDate, { motherCm: null, fatherCm: 192 }),
    );

    since = await generatedAt(childId);
    await deleteDoc(ref);
    expect(await regenerated(childId, since)).toEqual(forecastWith(child.birthDate));
  });

  it('treats heights the rules would refuse (written past them) as not given', async () => {
    const { client, childId, child } = await parentWithChild('SE');
    await createMeasurement(client.db, childId, measurementData(measurement));
    await eventually(
      () => predictionsOf(childId),
      (p) => p.length === 8,
    );
    const first = await generatedAt(childId);
    await setDoc(doc(client.db, paths.parentHeights(childId)), parentHeightsData());
    // The forecast with the valid heights, so that the one awaited below is the next one.
    const since = await eventually(
      () => generatedAt(childId),
      (at) => at !== first,
    );
    // Only the Admin SDK can store these: the trigger must neither fail nor use them.
    await adminDb()
      .doc(paths.parentHeights(childId))
      .set({ motherCm: 'tall', fatherCm: 500, updatedAt: 'never' });
    expect(await regenerated(childId, since)).toEqual(
      forecastWith(child.birthDate, { motherCm: null, fatherCm: null }),
    );
  });
});
