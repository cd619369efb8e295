import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowsers } from '../support/browser';
import { waitForMail } from '../support/emulators';
import { uniqueEmail } from '../support/factories';
import {
  emailSettingsSection as section,
  emailSettingsWaits as ui,
  openEmailSettings,
} from '../support/admin-ui';

/*
 * Email Settings in the browser (issue 15): the season and birthday test e-mails with their
 * previews, and the page's layout. Each test e-mail goes to an address of its own, so these run
 * beside the other journeys; Send Now and the refusals, which act on every parent or change the
 * admin allow-list, are in admin-email-settings.spec.ts.
 */

const openBrowser = useBrowsers();

describe('Email Settings previews', () => {
  it('previews the season and birthday test e-mails and delivers them to the address typed', async () => {
    const { page, pageErrors } = await openBrowser({ locale: 'en-US' });
    await openEmailSettings(page);

    const seasonTest = section(page, 'Season reminder test e-mail');
    const seasonFrame = seasonTest.locator('iframe');
    await seasonFrame.waitFor(ui);
    expect(await seasonFrame.getAttribute('sandbox')).toBe('allow-scripts');
    // The e-mail as a mail client draws it: its inline styles apply in the frame (a srcdoc frame
    // took the app's policy, which refuses them), and the frame's origin is not the app's.
    const seasonEmail = seasonFrame.contentFrame();
    await seasonEmail.locator('.sp-card').waitFor(ui);
    expect(
      await seasonEmail
        .locator('body')
        .evaluate((body) => [
          getComputedStyle(body).backgroundColor,
          getComputedStyle(body.querySelector('.sp-card') as Element).borderTopLeftRadius,
          window.origin,
        ]),
    ).toEqual(['rgb(243, 246, 241)', '16px', 'null']);
    const seasonSubject = await seasonTest.locator('.email-preview__subject bdi').textContent();
    const seasonRecipient = uniqueEmail('season-test');
    await seasonTest.getByLabel('Email address').fill(seasonRecipient);
    await seasonTest.getByRole('button', { name: 'Send Test' }).click();
    await seasonTest
      .getByText('Test email sent successfully! Please check your inbox.')
      .waitFor(ui);
    const seasonMail = await waitForMail(seasonRecipient);
    expect(seasonMail.subject).toBe(seasonSubject);

    const birthdayTest = section(page, 'Birthday reminder test e-mail');
    await birthdayTest.getByLabel('Child’s name (optional)').fill('Zeynep');
    await birthdayTest.getByLabel('Upcoming age (optional)').fill('4');
    // The preview renders again from the fields once the typing stops.
    await birthdayTest
      .locator('iframe')
      .contentFrame()
      .locator('.sp-card')
      .getByText(/Zeynep/)
      .first()
      .waitFor(ui);
    const birthdayRecipient = uniqueEmail('birthday-test');
    await birthdayTest.getByLabel('Email address').fill(birthdayRecipient);
    await birthdayTest.getByRole('button', { name: 'Send Test' }).click();
    await birthdayTest
      .getByText('Test birthday email sent successfully! Please check your inbox.')
      .waitFor(ui);
    const birthdayMail = await waitForMail(birthdayRecipient);
    expect(birthdayMail.text).toContain('Zeynep');
    expect(birthdayMail.html).toContain('Zeynep');
    expect(pageErrors).toEqual([]);
  });

  // At 390 and 1280 px, in English and Arabic, light and dark: the page loads in each, in the
  // language's direction, without sideways scrolling. Each language in both widths and both
  // themes (four loads); with SPROUT_SCREENSHOTS naming a folder, all eight, saved there as
  // screenshots for a person to look at.
  it('lays out at 390 and 1280 px, in English and Arabic, light and dark', async () => {
    const folder = process.env.SPROUT_SCREENSHOTS;
    if (folder) mkdirSync(folder, { recursive: true });
    const every = (['en-US', 'ar'] as const).flatMap((language) =>
      (['light', 'dark'] as const).flatMap((colorScheme) =>
        [390, 1280].map((width) => ({ language, colorScheme, width })),
      ),
    );
    const pairs: typeof every = [
      { language: 'en-US', colorScheme: 'light', width: 390 },
      { language: 'en-US', colorScheme: 'dark', width: 1280 },
      { language: 'ar', colorScheme: 'dark', width: 390 },
      { language: 'ar', colorScheme: 'light', width: 1280 },
    ];
    const views = folder ? every : pairs;
    const { page, pageErrors } = await openBrowser({ locale: 'en-US' });
    await openEmailSettings(page);
    for (const { language, colorScheme, width } of views) {
      await page.evaluate(
        (lang) =>
          localStorage.setItem(
            'preferred-locale',
            JSON.stringify({ language: lang, code: lang === 'ar' ? 'SA' : 'US' }),
          ),
        language,
      );
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await page.locator('.email-settings__count').first().waitFor(ui);
      // Both previews have drawn their e-mail (posted to the frame once it has loaded).
      for (const frame of await page.locator('.email-preview__frame').all()) {
        const email = frame.contentFrame();
        await email.locator('table').first().waitFor(ui);
        // The e-mail follows the system's theme, around its card too (the cell that holds it).
        expect(
          await email
            .locator('body > table > tbody > tr > td')
            .first()
            .evaluate((cell) => getComputedStyle(cell).backgroundColor),
        ).toBe(colorScheme === 'dark' ? 'rgb(17, 24, 20)' : 'rgb(243, 246, 241)');
      }
      expect(
        await page.evaluate(() => [
          document.documentElement.dir,
          document.documentElement.dataset.theme,
        ]),
      ).toEqual([language === 'ar' ? 'rtl' : 'ltr', colorScheme]);
      // Nothing may stick out sideways at any width.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
      ).toBe(true);
      if (!folder) continue;
      const name = `email-settings-${language}-${colorScheme}-${width}`;
      await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
      // Each section alone too: a whole phone-width page is too tall to read.
      const sections = await page.locator('section').all();
      for (const [index, area] of sections.entries()) {
        // A sandboxed frame is drawn by a renderer of its own once it is on screen.
        await area.scrollIntoViewIfNeeded();
        await page.waitForTimeout(500);
        await area.screenshot({ path: join(folder, `${name}-section-${index + 1}.png`) });
      }
    }
    expect(pageErrors).toEqual([]);
  });
});
