import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paths, type UserProfile } from '@sprout/core';
import { adminDb, storedDoc } from '../support/admin';
import { hostingUrl } from '../support/emulators';
import { profileData } from '../support/factories';
import { emulatorUnsubscribeLinks } from '../support/unsubscribe';

/** A parent with both reminder types on, written as sign-up leaves the profile. */
async function parent(fields: Partial<UserProfile> = {}) {
  const uid = `unsub-${randomUUID()}`;
  await adminDb()
    .doc(paths.user(uid))
    .set(profileData({ email: `${uid}@sprout.test`, ...fields }));
  return uid;
}

async function switches(uid: string) {
  const profile = (await storedDoc(paths.user(uid)).get()).data();
  return { season: profile?.emailReminders, birthday: profile?.birthdayReminders };
}

/** RFC 8058's one-click request, as a mail provider sends it (form-encoded). */
function oneClick(url: string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: 'List-Unsubscribe=One-Click',
  });
}

/** The link with one query value replaced. */
function withParam(url: string, name: string, value: string) {
  const changed = new URL(url);
  changed.searchParams.set(name, value);
  return changed.toString();
}

describe('reminder unsubscribe link (reminderUnsubscribe)', () => {
  it('GET shows a translated confirm button and changes nothing', async () => {
    const uid = await parent({ language: 'sv', locale: 'SE' });
    const { https } = emulatorUnsubscribeLinks(uid, 'season');

    const response = await fetch(https);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('lang="sv-SE"');
    expect(html).toContain('Stänga av säsongspåminnelser?');
    expect(html).toContain('<form method="post">');
    expect(html).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await switches(uid)).toEqual({ season: true, birthday: true });
  });

  it('one-click POST turns off season reminders only', async () => {
    const uid = await parent({ language: 'de', locale: 'DE' });
    const { https } = emulatorUnsubscribeLinks(uid, 'season');

    const response = await oneClick(https);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      'Du erhältst keine Saisonerinnerungen mehr von Sprout.',
    );
    expect(await switches(uid)).toEqual({ season: false, birthday: true });

    // Clicking again (or the client retrying) is harmless.
    expect((await oneClick(https)).status).toBe(200);
    expect(await switches(uid)).toEqual({ season: false, birthday: true });
  });

  it('turns off birthday reminders only, also when the body comes as multipart form data', async () => {
    const uid = await parent();
    const { https } = emulatorUnsubscribeLinks(uid, 'birthday');
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');

    const response = await fetch(https, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await switches(uid)).toEqual({ season: true, birthday: false });
  });

  it('a tampered link changes nothing and says so in the browser’s language', async () => {
    const uid = await parent();
    const other = await parent();
    const { https } = emulatorUnsubscribeLinks(uid, 'season');
    const sig = new URL(https).searchParams.get('sig') ?? '';
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;

    const tampered = [
      withParam(https, 'type', 'birthday'),
      withParam(https, 'uid', other),
      withParam(https, 'sig', flipped),
    ];
    for (const url of tampered) {
      const response = await oneClick(url, { 'Accept-Language': 'fr-FR,fr;q=0.9' });
      expect(response.status, url).toBe(403);
      expect(await response.text()).toContain('Ce lien de désinscription n’est pas valide');
      expect((await fetch(url)).status).toBe(403);
    }
    expect(await switches(uid)).toEqual({ season: true, birthday: true });
    expect(await switches(other)).toEqual({ season: true, birthday: true });
  });

  it('an unsigned or incomplete link answers 400 and changes nothing', async () => {
    const uid = await parent();
    const { https } = emulatorUnsubscribeLinks(uid, 'season');
    const unsigned = new URL(https);
    unsigned.searchParams.delete('sig');
    const unknownType = withParam(https, 'type', 'newsletter');

    for (const url of [unsigned.toString(), unknownType]) {
      const response = await oneClick(url);
      expect(response.status, url).toBe(400);
      expect(await response.text()).toContain('This unsubscribe link is not valid');
    }
    expect(await switches(uid)).toEqual({ season: true, birthday: true });
  });

  it('a POST without the one-click body changes nothing', async () => {
    const uid = await parent();
    const { https } = emulatorUnsubscribeLinks(uid, 'season');

    const response = await fetch(https, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'something=else',
    });
    expect(response.status).toBe(400);
    expect(await switches(uid)).toEqual({ season: true, birthday: true });
  });

  it('works through the hosting rewrite /unsubscribe (the production address)', async () => {
    const uid = await parent();
    const { https } = emulatorUnsubscribeLinks(uid, 'season');
    const viaHosting = `${hostingUrl}/unsubscribe${new URL(https).search}`;

    const page = await fetch(viaHosting);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop season reminders?');
    expect((await oneClick(viaHosting)).status).toBe(200);
    expect(await switches(uid)).toEqual({ season: false, birthday: true });
  });
});
