import { beforeAll, describe, expect, it } from 'vitest';
import { formatSizeForMarket, paths, subscriptionId } from '@sprout/core';
import { runBirthdayReminders } from '../../functions/src/reminders/birthday-reminders-job';
import { runSeasonReminders } from '../../functions/src/reminders/season-reminders-job';
import { seasonReminders } from '../../functions/src/reminders/season-reminders';
import { birthdayReminders } from '../../functions/src/reminders/birthday-reminders';
import { eventually, storedCollection, storedDoc } from '../support/admin';
import { subscriptionData } from '../support/factories';
import {
  outbox,
  reminderChild,
  reminderParent,
  storePrediction,
  testAppUrl,
  useFunctionsInProcess,
} from '../support/reminders';

/*
 * The reminder jobs with a controlled date, run in this process as the schedule and Send Now run
 * them; the outbox documents they create are what goes out (onMailQueued on the emulator sends
 * them, see reminders-mail.test.ts for what arrives). Every test makes its own parents, so the
 * other suites' users in the emulator (unverified, mostly) do not matter.
 */

beforeAll(() => useFunctionsInProcess());

const season = (date: string) => runSeasonReminders({ date, appUrl: testAppUrl });
const birthdays = (date: string) => runBirthdayReminders({ date, appUrl: testAppUrl });

const seasonMail = (uid: string, name: string, year: number) =>
  outbox(`season-${uid}-${name}-${year}`);

describe('season reminders', () => {
  it('on Feb 1, May 1, Aug 1 and Nov 1 name the coming season of each hemisphere', async () => {
    const sweden = await reminderParent('season-se', { locale: 'SE', language: 'sv' });
    const australia = await reminderParent('season-au', { locale: 'AU', language: 'en-AU' });
    const days = [
      ['2027-02-01', 'spring', 'autumn'],
      ['2027-05-01', 'summer', 'winter'],
      ['2027-08-01', 'autumn', 'spring'],
      ['2027-11-01', 'winter', 'summer'],
    ] as const;
    for (const [date, north, south] of days) {
      const result = await season(date);
      expect(result.seasons?.northern.season).toBe(north);
      expect(result.seasons?.southern.season).toBe(south);
      expect(await seasonMail(sweden.uid, north, 2027)).toMatchObject({
        to: sweden.email,
        uid: sweden.uid,
        reminder: 'season',
        template: 'season-reminder',
      });
      // The one-click unsubscribe headers travel with the message (RFC 8058).
      expect((await seasonMail(sweden.uid, north, 2027))?.headers).toMatchObject({
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(await seasonMail(australia.uid, south, 2027)).toMatchObject({
        to: australia.email,
        uid: australia.uid,
      });
      // Each hears only about their own hemisphere's season (the other's comes later).
      if (date === '2027-02-01') {
        expect(await seasonMail(sweden.uid, south, 2027)).toBeUndefined();
        expect(await seasonMail(australia.uid, north, 2027)).toBeUndefined();
      }
    }
  });

  it('is scheduled at 08:00 Stockholm time on the four days, and runs the day of its schedule time', async () => {
    expect(seasonReminders.__endpoint.scheduleTrigger).toMatchObject({
      schedule: '0 8 1 2,5,8,11 *',
      timeZone: 'Europe/Stockholm',
    });
    expect(birthdayReminders.__endpoint.scheduleTrigger).toMatchObject({
      schedule: '0 8 * * *',
      timeZone: 'Europe/Stockholm',
    });
    const parent = await reminderParent('season-scheduled', { locale: 'SE' });
    // 08:00 in Stockholm on Nov 1 2029 (winter time, UTC+1), as Cloud Scheduler fires it.
    await seasonReminders.run({ scheduleTime: '2029-11-01T07:00:00.000Z', jobName: 'test' });
    expect(await seasonMail(parent.uid, 'winter', 2029)).toMatchObject({ to: parent.email });
  });

  it('sends nothing on any other day', async () => {
    const parent = await reminderParent('season-off-day', { locale: 'SE' });
    for (const date of ['2027-02-02', '2027-01-31', '2027-03-01', '2027-06-15', '2027-12-01']) {
      const result = await season(date);
      expect(result).toMatchObject({ seasons: null, scanned: 0, queued: 0 });
    }
    for (const name of ['spring', 'summer', 'autumn', 'winter']) {
      expect(await seasonMail(parent.uid, name, 2027)).toBeUndefined();
    }
  });

  it('skips parents with season reminders off, unverified and deleted accounts', async () => {
    const on = await reminderParent('season-on', { locale: 'DE' });
    const onlyBirthdays = await reminderParent('season-switched-off', {
      emailReminders: false,
      birthdayReminders: true,
    });
    const unverified = await reminderParent('season-unverified', {}, { verified: false });
    const deleted = await reminderParent('season-deleted', {}, { deleted: true });
    await season('2028-02-01');
    expect(await seasonMail(on.uid, 'spring', 2028)).toBeDefined();
    for (const parent of [onlyBirthdays, unverified, deleted]) {
      expect(await seasonMail(parent.uid, 'spring', 2028)).toBeUndefined();
    }
  });

  it('queues each parent once however often the day runs', async () => {
    const parent = await reminderParent('season-twice', { locale: 'FR' });
    const first = await season('2028-05-01');
    const created = (await seasonMail(parent.uid, 'summer', 2028))?.createdAt;
    expect(first.queued).toBeGreaterThanOrEqual(1);
    const second = await season('2028-05-01');
    expect(second.queued).toBe(0);
    expect(second.alreadyQueued).toBeGreaterThanOrEqual(1);
    expect((await seasonMail(parent.uid, 'summer', 2028))?.createdAt).toBe(created);
  });

  it('Send Now on another day sends the coming season, once', async () => {
    const parent = await reminderParent('season-any-day', { locale: 'NL' });
    const result = await runSeasonReminders({
      date: '2028-06-20',
      appUrl: testAppUrl,
      anyDay: true,
    });
    expect(result.seasons?.northern).toMatchObject({ season: 'autumn', year: 2028 });
    expect(await seasonMail(parent.uid, 'autumn', 2028)).toBeDefined();
    // The Aug 1 run of that season then has nothing left for this parent.
    await season('2028-08-01');
    expect((await seasonMail(parent.uid, 'autumn', 2028))?.createdAt).toBeDefined();
    const again = await runSeasonReminders({ date: '2028-08-01', appUrl: testAppUrl });
    expect(again.queued).toBe(0);
  });

  it('stops at its deadline and says so; the next run goes on from there', async () => {
    const parent = await reminderParent('season-deadline', { locale: 'SE' });
    const cut = await runSeasonReminders({
      date: '2029-05-01',
      appUrl: testAppUrl,
      deadline: Date.now() - 1,
    });
    expect(cut).toMatchObject({ complete: false, scanned: 0, queued: 0 });
    expect(await seasonMail(parent.uid, 'summer', 2029)).toBeUndefined();
    const next = await season('2029-05-01');
    expect(next.complete).toBe(true);
    expect(await seasonMail(parent.uid, 'summer', 2029)).toBeDefined();
  });

  it("names the parent's own children, not those they follow, and forecasts stale ones", async () => {
    const parent = await reminderParent('season-children', { locale: 'SE' });
    const other = await reminderParent('season-other-owner', { locale: 'SE' });
    const own = await reminderChild(parent.uid, { name: 'Ellen', birthDate: '2022-05-10' });
    await storedDoc(paths.measurement(own, 'm1')).set({
      measuredAt: '2026-10-01',
      height: 101,
      weight: 16,
      footLength: 16.5,
      createdAt: new Date().toISOString(),
    });
    // onMeasurementWritten forecasts from today first; the job then redoes it for its own day.
    // The Functions emulator runs triggers one after another, so on a busy machine the trigger
    // may wait behind earlier suites' backlog: allow it 90 s.
    await eventually(
      async () => (await storedCollection(paths.predictions(own)).get()).size,
      (size) => size > 0,
      90_000,
    );
    const followed = await reminderChild(other.uid, { name: 'Followed' });
    await storedDoc(paths.subscription(subscriptionId(followed, parent.uid))).set(
      subscriptionData({ childId: followed, subscriberId: parent.uid, ownerId: other.uid }),
    );
    await season('2028-11-01');
    const mail = await seasonMail(parent.uid, 'winter', 2028);
    expect(mail?.text).toContain('Ellen');
    expect(mail?.text).not.toContain('Followed');
    // The forecast for winter 2028 was (re)made for the run's day.
    const point = (await storedDoc(paths.prediction(own, 'winter-2028')).get()).data();
    expect(point?.date).toBe('2028-12-01');
  }, 150_000);
});

const birthdayMail = (uid: string, childId: string, year: number) =>
  outbox(`birthday-${uid}-${childId}-${year}`);

describe('birthday reminders', () => {
  it('go out 14 days before the birthday, to the owner, with the age the child turns', async () => {
    const parent = await reminderParent('birthday-owner', { locale: 'GB', language: 'en' });
    const turning = await reminderChild(parent.uid, { name: 'Ivy', birthDate: '2023-12-15' });
    const dayLater = await reminderChild(parent.uid, { name: 'Otto', birthDate: '2023-12-16' });
    const result = await birthdays('2029-12-01');
    expect(result.birthday).toBe('2029-12-15');
    const mail = await birthdayMail(parent.uid, turning, 2029);
    expect(mail).toMatchObject({
      to: parent.email,
      reminder: 'birthday',
      template: 'birthday-reminder',
    });
    expect(mail?.text).toContain('Ivy');
    expect(mail?.text).toMatch(/\b6\b/);
    expect(await birthdayMail(parent.uid, dayLater, 2029)).toBeUndefined();
  });

  it('remind 29 February children on 28 February in other years, and on the day in leap years', async () => {
    const parent = await reminderParent('birthday-leap', { locale: 'SE' });
    const leap = await reminderChild(parent.uid, { name: 'Skottdag', birthDate: '2020-02-29' });
    await birthdays('2027-02-14');
    expect((await birthdayMail(parent.uid, leap, 2027))?.text).toContain('Skottdag');
    await birthdays('2028-02-14');
    expect(await birthdayMail(parent.uid, leap, 2028)).toBeUndefined();
    await birthdays('2028-02-15');
    expect(await birthdayMail(parent.uid, leap, 2028)).toBeDefined();
  });

  it('skip owners with birthday reminders off, unverified or deleted', async () => {
    const off = await reminderParent('birthday-off', {
      birthdayReminders: false,
      emailReminders: true,
    });
    const unverified = await reminderParent('birthday-unverified', {}, { verified: false });
    const deleted = await reminderParent('birthday-deleted', {}, { deleted: true });
    const children = await Promise.all(
      [off, unverified, deleted].map((p) => reminderChild(p.uid, { birthDate: '2024-03-20' })),
    );
    const result = await birthdays('2030-03-06');
    expect(result.birthday).toBe('2030-03-20');
    expect(result.skipped).toBeGreaterThanOrEqual(3);
    for (const [i, parent] of [off, unverified, deleted].entries()) {
      expect(await birthdayMail(parent.uid, children[i] ?? '', 2030)).toBeUndefined();
    }
  });

  it('queue each birthday once however often the day runs', async () => {
    const parent = await reminderParent('birthday-twice', { locale: 'IT' });
    const child = await reminderChild(parent.uid, { birthDate: '2025-07-09' });
    await birthdays('2031-06-25');
    const first = await birthdayMail(parent.uid, child, 2031);
    const again = await birthdays('2031-06-25');
    expect(again.queued).toBe(0);
    expect((await birthdayMail(parent.uid, child, 2031))?.createdAt).toBe(first?.createdAt);
  });
});

/** A guardianship of `childId` as subscribe and setGuardianReminders store it (issue 33). */
async function guardianship(
  childId: string,
  ownerId: string,
  subscriberId: string,
  fields: { role?: 'guardian' | 'follower'; reminders?: boolean },
) {
  await storedDoc(paths.subscription(subscriptionId(childId, subscriberId))).set(
    subscriptionData({ childId, subscriberId, ownerId, role: 'guardian', ...fields }),
  );
}

describe('guardians who opted in to a child’s reminders (issue 33)', () => {
  it('hear about it in their season e-mail beside their own children; the others do not', async () => {
    const owner = await reminderParent('guardian-season-owner', { locale: 'SE' });
    const child = await reminderChild(owner.uid, { name: 'Vega', birthDate: '2022-01-10' });
    const optedIn = await reminderParent('guardian-season-in', { locale: 'SE' });
    await reminderChild(optedIn.uid, { name: 'Alfons', birthDate: '2021-04-02' });
    const optedOut = await reminderParent('guardian-season-out', { locale: 'SE' });
    const follower = await reminderParent('guardian-season-follower', { locale: 'SE' });
    const switchedOff = await reminderParent('guardian-season-off', {
      locale: 'SE',
      emailReminders: false,
    });
    await guardianship(child, owner.uid, optedIn.uid, { reminders: true });
    await guardianship(child, owner.uid, optedOut.uid, {});
    // A follower's stored opt-in (from a guardianship since lowered) brings nothing.
    await guardianship(child, owner.uid, follower.uid, { role: 'follower', reminders: true });
    await guardianship(child, owner.uid, switchedOff.uid, { reminders: true });

    await season('2032-11-01');
    expect((await seasonMail(owner.uid, 'winter', 2032))?.text).toContain('Vega');
    const guardianMail = await seasonMail(optedIn.uid, 'winter', 2032);
    expect(guardianMail?.to).toBe(optedIn.email);
    expect(guardianMail?.text).toContain('Vega');
    expect(guardianMail?.text).toContain('Alfons');
    expect(guardianMail?.html).toContain(`?child=${encodeURIComponent(child)}`);
    for (const parent of [optedOut, follower]) {
      expect((await seasonMail(parent.uid, 'winter', 2032))?.text ?? '').not.toContain('Vega');
    }
    // Their own season switch still decides.
    expect(await seasonMail(switchedOff.uid, 'winter', 2032)).toBeUndefined();
  });

  it('get the birthday reminder too, each in their own hemisphere’s season, once', async () => {
    const owner = await reminderParent('guardian-birthday-owner', { locale: 'SE', language: 'sv' });
    const child = await reminderChild(owner.uid, { name: 'Tove', birthDate: '2023-08-20' });
    const southern = await reminderParent('guardian-birthday-au', {
      locale: 'AU',
      language: 'en-AU',
    });
    const optedOut = await reminderParent('guardian-birthday-out', { locale: 'SE' });
    const birthdaysOff = await reminderParent('guardian-birthday-off', {
      locale: 'SE',
      birthdayReminders: false,
    });
    await guardianship(child, owner.uid, southern.uid, { reminders: true });
    await guardianship(child, owner.uid, optedOut.uid, { reminders: false });
    await guardianship(child, owner.uid, birthdaysOff.uid, { reminders: true });
    // The birthday's season differs: summer in Stockholm, winter in Sydney.
    await storePrediction(
      child,
      { season: 'summer', year: 2033, date: '2033-07-01', generatedAt: '2033-08-06T06:00:00Z' },
      { clothingSize: 128, shoeSize: 31, height: 125, footLength: 19.4 },
    );
    await storePrediction(
      child,
      { season: 'winter', year: 2033, date: '2033-07-01', generatedAt: '2033-08-06T06:00:00Z' },
      { clothingSize: 134, shoeSize: 32, height: 126, footLength: 19.6 },
    );

    const result = await birthdays('2033-08-06');
    expect(result.birthday).toBe('2033-08-20');
    const ownerMail = await birthdayMail(owner.uid, child, 2033);
    expect(ownerMail?.to).toBe(owner.email);
    expect(ownerMail?.text).toContain(
      formatSizeForMarket('SE', 128, 'clothing', { locale: 'sv-SE' }),
    );
    const guardianMail = await birthdayMail(southern.uid, child, 2033);
    expect(guardianMail).toMatchObject({ to: southern.email, reminder: 'birthday' });
    expect(guardianMail?.text).toContain('Tove');
    expect(guardianMail?.text).toContain(
      formatSizeForMarket('AU', 134, 'clothing', { locale: 'en-AU' }),
    );
    expect(await birthdayMail(optedOut.uid, child, 2033)).toBeUndefined();
    expect(await birthdayMail(birthdaysOff.uid, child, 2033)).toBeUndefined();

    const again = await birthdays('2033-08-06');
    expect((await birthdayMail(southern.uid, child, 2033))?.createdAt).toBe(
      guardianMail?.createdAt,
    );
    expect(again.alreadyQueued).toBeGreaterThanOrEqual(2);
  });
});
