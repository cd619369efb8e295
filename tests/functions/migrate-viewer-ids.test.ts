import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { collections, paths, subscriptionId } from '@sprout/core';
import { adminDb, followersOf } from '../support/admin';
import { childData, subscriptionData } from '../support/factories';

const script = new URL('../../scripts/migrate-remove-viewer-ids.mjs', import.meta.url).pathname;
const migrate = async (...args: string[]) =>
  (await promisify(execFile)(process.execPath, [script, ...args])).stdout;

/** A child stored as before followers moved out: with the old `viewerIds` list. */
async function legacyChild(ownerId: string, viewerIds: string[]) {
  const ref = adminDb().collection(collections.children).doc();
  await ref.set({ ...childData(ownerId, { name: 'Old' }), viewerIds });
  return ref;
}

describe('npm run migrate:viewer-ids (on the emulator)', () => {
  it('removes the old follower lists, keeps everything else, and a second run changes nothing', async () => {
    const run = Date.now();
    const [owner, follower, gone] = [`mig-owner-${run}`, `mig-follower-${run}`, `mig-gone-${run}`];
    const followed = await legacyChild(owner, [owner, follower]);
    await adminDb()
      .doc(paths.subscription(subscriptionId(followed.id, follower)))
      .set(subscriptionData({ childId: followed.id, subscriberId: follower, ownerId: owner }));
    // A follower left in the list by an interrupted account deletion: no subscription.
    const stale = await legacyChild(owner, [owner, gone]);
    const current = adminDb().collection(collections.children).doc();
    const currentData = childData(owner, { name: 'New' });
    await current.set(currentData);
    const before = (await followed.get()).data();

    const counted = await migrate('--dry-run');
    expect(counted).toMatch(
      /\d+ would lose viewerIds; \d+ listed follower\(s\) had no subscription/,
    );
    expect((await followed.get()).get('viewerIds')).toEqual([owner, follower]);

    expect(await migrate()).toMatch(/lost viewerIds/);
    const { viewerIds, ...rest } = before ?? {};
    expect(viewerIds).toEqual([owner, follower]);
    expect((await followed.get()).data()).toEqual(rest);
    expect((await stale.get()).get('viewerIds')).toBeUndefined();
    expect((await stale.get()).get('name')).toBe('Old');
    expect((await current.get()).data()).toEqual(currentData);
    // Access was the subscription all along: the follower keeps it.
    expect(await followersOf(followed.id)).toEqual([follower]);

    expect(await migrate()).toMatch(/ 0 lost viewerIds\.$/m);
  });

  it('refuses arguments it does not know', async () => {
    await expect(migrate('everything')).rejects.toThrow(/usage: npm run migrate:viewer-ids/);
  });
});
