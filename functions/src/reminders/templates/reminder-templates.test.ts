import { describe, expect, it } from 'vitest';
import { catalogLanguages, languages, routeLanguages, type RouteLanguage } from '@sprout/core';
import { renderBirthdayReminder, renderSeasonReminder } from './index';
import { birthdayReminderModel } from './birthday-reminder';
import { seasonReminderModel } from './season-reminder';
import type { ReminderEmailModel } from './reminder-email.types';
import type {
  BirthdayReminderInput,
  ReminderChild,
  SeasonReminderInput,
} from './reminder-template.types';

const unsubscribe = {
  https: 'https://sprout.example/unsubscribe?uid=u1&type=season&sig=abc',
  mailto: 'mailto:unsubscribe@sprout.example?subject=unsubscribe%20season%20u1%20abc',
};

const child: ReminderChild = {
  childId: 'c1',
  name: 'Alva',
  clothingSize: 104,
  shoeSize: 27,
  heightCm: 104.2,
  footLengthCm: 16.4,
  fit: { clothingSize: 104, chance: 0.68, heightLowCm: 101.9, heightHighCm: 106.4 },
  staleDays: 87,
};

function seasonInput(overrides: Partial<SeasonReminderInput> = {}): SeasonReminderInput {
  return {
    language: 'sv',
    market: 'SE',
    measurementSystem: 'metric',
    parentName: 'Robin',
    appUrl: 'https://sprout.example',
    unsubscribe,
    season: 'spring',
    year: 2027,
    children: [child],
    ...overrides,
  };
}

function birthdayInput(overrides: Partial<BirthdayReminderInput> = {}): BirthdayReminderInput {
  return {
    language: 'sv',
    market: 'SE',
    measurementSystem: 'metric',
    parentName: 'Robin',
    appUrl: 'https://sprout.example',
    unsubscribe: { ...unsubscribe, https: unsubscribe.https.replace('season', 'birthday') },
    child: { ...child, upcomingAge: 5, birthday: '2027-03-14' },
    ...overrides,
  };
}

/** Every translated text of a model (names, sizes and links left out). */
function wordsOf(model: ReminderEmailModel): string[] {
  const words = [model.subject, model.preview, model.greeting, model.signOff];
  words.push(model.footer.reason, model.footer.unsubscribe.label, model.footer.settings.label);
  for (const block of model.blocks) {
    if (block.kind === 'paragraph') words.push(block.text);
    if (block.kind === 'button') words.push(block.link.label);
    if (block.kind === 'card') {
      words.push(...block.facts.map((fact) => fact.label), ...block.links.map((l) => l.label));
      if (block.note !== undefined) words.push(block.note);
    }
  }
  return words;
}

/** One route language per catalog (the 13 languages). */
const oneRoutePerCatalog = catalogLanguages.map(
  (catalog) =>
    routeLanguages.find((route) => languages[route].catalog === catalog) as RouteLanguage,
);

describe('reminder templates in every language', () => {
  const english = {
    season: wordsOf(seasonReminderModel(seasonInput({ language: 'en' }))),
    empty: wordsOf(seasonReminderModel(seasonInput({ language: 'en', children: [] }))),
    birthday: wordsOf(birthdayReminderModel(birthdayInput({ language: 'en' }))),
    firstBirthday: wordsOf(
      birthdayReminderModel(birthdayInput({ language: 'en', child: { upcomingAge: 1 } })),
    ),
  };

  it.each(oneRoutePerCatalog.filter((route) => languages[route].catalog !== 'en'))(
    '%s: every text is translated (none falls back to English)',
    (language) => {
      const translated = {
        season: wordsOf(seasonReminderModel(seasonInput({ language }))),
        empty: wordsOf(seasonReminderModel(seasonInput({ language, children: [] }))),
        birthday: wordsOf(birthdayReminderModel(birthdayInput({ language }))),
        firstBirthday: wordsOf(
          birthdayReminderModel(birthdayInput({ language, child: { upcomingAge: 1 } })),
        ),
      };
      for (const kind of ['season', 'empty', 'birthday', 'firstBirthday'] as const) {
        expect(translated[kind]).toHaveLength(english[kind].length);
        translated[kind].forEach((text, index) => {
          expect(text, `${kind} text ${index}`).not.toBe(english[kind][index]);
          expect(text).not.toMatch(/\{\w+\}/);
        });
      }
    },
  );

  it.each(oneRoutePerCatalog)(
    '%s: renders HTML and text with the names in them',
    async (language) => {
      const season = await renderSeasonReminder(seasonInput({ language }));
      const birthday = await renderBirthdayReminder(birthdayInput({ language }));
      for (const mail of [season, birthday]) {
        expect(mail.subject).not.toBe('');
        expect(mail.text).toContain('Robin');
        expect(mail.text).toContain('Alva');
        expect(mail.html).toContain(`lang="${languages[language].intl}"`);
        expect(mail.html).toContain(`dir="${languages[language].dir}"`);
      }
    },
  );

  it('writes Arabic right to left, with Arabic digits', async () => {
    const mail = await renderBirthdayReminder(birthdayInput({ language: 'ar', market: 'SA' }));
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('١٤');
    expect(mail.subject).toBe('عيد ميلاد Alva بعد أسبوعين');
  });

  it("writes the season's year in Arabic digits too, as its sizes", async () => {
    const input = seasonInput({ language: 'ar' });
    const mail = await renderSeasonReminder(input);
    const year = String(input.year).replace(/[0-9]/g, (d) =>
      String.fromCharCode(0x0660 + Number(d)),
    );
    expect(mail.subject).toContain(year);
    expect(mail.subject).not.toMatch(/[0-9]/);
  });
});

describe('season reminder', () => {
  it('gives a US parent US sizes and inches', async () => {
    const mail = await renderSeasonReminder(
      seasonInput({ language: 'en-US', market: 'US', measurementSystem: 'imperial' }),
    );
    expect(mail.subject).toBe('Spring 2027 is almost here: the sizes for the new season');
    expect(mail.text).toContain('Clothing size: 4T (EU 104)');
    expect(mail.text).toContain('Shoe size: 10C (EU 27)');
    expect(mail.text).toContain('Height: 41\u00a0in');
    expect(mail.text).toContain('Foot length: 6.5\u00a0in');
    expect(mail.text).not.toContain('cm');
    expect(mail.html).toContain('4T (EU 104)');
  });

  it('gives a metric parent EU sizes and centimetres, numbers as the language writes them', async () => {
    const mail = await renderSeasonReminder(seasonInput());
    expect(mail.subject).toBe('Vår 2027 är snart här: storlekarna för den nya säsongen');
    expect(mail.text).toContain('Klädstorlek: EU 104');
    expect(mail.text).toContain('Skostorlek: EU 27');
    expect(mail.text).toContain('Längd: 104,2\u00a0cm');
    expect(mail.text).toContain('Fotlängd: 16,4\u00a0cm');
    expect(mail.text).not.toContain('4T');
    expect(mail.text).not.toMatch(/\d\sin\b/);
  });

  it('states the forecast in the season page’s words: how many of 10 fit, at which heights', () => {
    const card = (input: SeasonReminderInput) =>
      seasonReminderModel(input).blocks.find((block) => block.kind === 'card');
    const note = (input: SeasonReminderInput) => {
      const found = card(input);
      return found?.kind === 'card' ? found.note?.replaceAll(/[\u2068\u2069]/g, '') : undefined;
    };
    const fresh = { ...child, staleDays: null };
    expect(
      note(
        seasonInput({
          language: 'en-US',
          market: 'US',
          measurementSystem: 'imperial',
          children: [fresh],
        }),
      ),
    ).toBe(
      'About 7 in 10 children with this history fit size 4T (EU 104) in spring, at a likely height of 40.1 to 41.9\u00a0in.',
    );
    expect(note(seasonInput({ children: [fresh] }))).toMatch(
      /^Ungefär 7 av 10 barn .*EU 104.*101,9.*106,4\u00a0cm/,
    );
    const fit = { clothingSize: 104, chance: 0.97, heightLowCm: 101.9, heightHighCm: 106.4 };
    const sure = { ...fresh, fit };
    expect(note(seasonInput({ language: 'en', children: [sure] }))).toMatch(
      /^Almost all children with this history fit size/,
    );
    // Sizes from an old measurement say so, and link to the dashboard to measure again.
    const english = card(seasonInput({ language: 'en' }));
    expect(english?.kind === 'card' && english.note).toMatch(
      / Measured 87 days ago: these sizes may be too small by now\. Measure again for sizes that fit\.$/,
    );
    expect(english?.kind === 'card' && english.links.map((link) => link.label)).toEqual([
      'See Alva’s season',
      'Measure Alva again',
    ]);
    const freshCard = card(seasonInput({ language: 'en', children: [fresh] }));
    expect(freshCard?.kind === 'card' && freshCard.note).not.toMatch(/Measured/);
    expect(freshCard?.kind === 'card' && freshCard.links).toHaveLength(1);
    // A forecast stored before the chances existed states no chance.
    expect(
      note(seasonInput({ language: 'en', children: [{ ...child, fit: null, staleDays: null }] })),
    ).toBe(undefined);
  });

  it('names the season of the input, for a southern parent too', async () => {
    const mail = await renderSeasonReminder(
      seasonInput({ language: 'en-AU', market: 'AU', season: 'autumn' }),
    );
    expect(mail.subject).toMatch(/^Autumn 2027/);
    expect(mail.text).toContain('https://sprout.example/en-AU/season/autumn');
    // AU shows US sizes first (spec 9), in centimetres (metric).
    expect(mail.text).toContain('Clothing size: 4T (EU 104)');
    expect(mail.text).toContain('Height: 104.2\u00a0cm');
  });

  it('links each child to the season page and the season products, in the parent’s language', async () => {
    const mail = await renderSeasonReminder(
      seasonInput({ language: 'de', children: [child, { ...child, childId: 'c2', name: 'Nils' }] }),
    );
    // Each child's link opens the season page on that child, not on the first one.
    expect(mail.html).toContain('href="https://sprout.example/de/season/spring?child=c1"');
    expect(mail.html).toContain('href="https://sprout.example/de/season/spring?child=c2"');
    expect(mail.html).toContain(
      'href="https://sprout.example/de/season/spring#season-products-title"',
    );
    expect(mail.text).toContain(
      'Saison von Alva ansehen: https://sprout.example/de/season/spring?child=c1',
    );
    expect(mail.text).toContain(
      'Saison von Nils ansehen: https://sprout.example/de/season/spring?child=c2',
    );
  });

  it('escapes names in the HTML', async () => {
    const mail = await renderSeasonReminder(
      seasonInput({
        language: 'en',
        parentName: '<b onmouseover="x()">Robin</b>',
        children: [{ ...child, name: '<script>alert("x")</script>' }],
      }),
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b onmouseover');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('Hi &lt;b onmouseover=&quot;x()&quot;&gt;Robin&lt;/b&gt;,');
    // Plain text is not HTML: the name stays as typed.
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it('prompts a parent without children to add one', async () => {
    const mail = await renderSeasonReminder(seasonInput({ language: 'en', children: [] }));
    expect(mail.text).toContain('Add a child: https://sprout.example/en/add-child');
    expect(mail.html).toContain('href="https://sprout.example/en/add-child"');
    expect(mail.text).not.toContain('Clothing size');
  });

  it('says when a child has no forecast yet instead of printing empty sizes', async () => {
    const mail = await renderSeasonReminder(
      seasonInput({
        language: 'en',
        children: [
          { ...child, clothingSize: null, shoeSize: null, heightCm: null, footLengthCm: null },
        ],
      }),
    );
    expect(mail.text).toContain('No forecast yet: add a measurement to see the sizes.');
    expect(mail.text).not.toContain('Clothing size');
  });

  it('carries the one-click unsubscribe headers and the footer link of its type', async () => {
    const mail = await renderSeasonReminder(seasonInput({ language: 'en' }));
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe.https}>, <${unsubscribe.mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toContain(`href="${unsubscribe.https.replaceAll('&', '&amp;')}"`);
    expect(mail.text).toContain(`Unsubscribe from season reminders: ${unsubscribe.https}`);
    expect(mail.text).toContain('E-mail settings: https://sprout.example/en/settings');
  });

  it('is readable in dark mode and on a phone', async () => {
    const { html } = await renderSeasonReminder(seasonInput());
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toContain('max-width:600px');
    expect(html).toContain('role="presentation"');
  });
});

describe('birthday reminder', () => {
  it('names the child, the upcoming age and the date, with the predicted sizes', async () => {
    const mail = await renderBirthdayReminder(
      birthdayInput({ language: 'en-US', market: 'US', measurementSystem: 'imperial' }),
    );
    expect(mail.subject).toBe('Alva’s birthday is in two weeks');
    expect(mail.text).toContain('Alva turns 5 in two weeks.');
    expect(mail.text).toContain('Birthday: March 14, 2027');
    expect(mail.text).toContain('Upcoming age: 5');
    expect(mail.text).toContain('Clothing size: 4T (EU 104)');
    expect(mail.text).toContain('Height: 41\u00a0in');
    // The presents link goes to the season of the birthday (March: spring in the north).
    expect(mail.text).toContain('https://sprout.example/en-US/season/spring#season-products-title');
    expect(mail.text).toContain('Unsubscribe from birthday reminders');
    expect(mail.headers['List-Unsubscribe']).toContain('type=birthday');
  });

  it('has its own sentence for a first birthday', async () => {
    const mail = await renderBirthdayReminder(
      birthdayInput({ language: 'fr', child: { name: 'Léa', upcomingAge: 1 } }),
    );
    expect(mail.text).toContain('Dans deux semaines, Léa aura un an.');
  });

  it('leaves out what a test e-mail leaves empty', async () => {
    const mail = await renderBirthdayReminder(birthdayInput({ language: 'en', child: {} }));
    expect(mail.subject).toBe('A birthday is coming up in two weeks');
    expect(mail.text).toContain('A birthday is coming up in two weeks.');
    for (const label of ['Birthday:', 'Upcoming age', 'Date of birth', 'Clothing size', 'Height']) {
      expect(mail.text).not.toContain(label);
    }
    expect(mail.text).not.toMatch(/undefined|null|NaN/);
    expect(mail.text).toContain('Open Sprout: https://sprout.example/en/dashboard');
  });

  it('shows a test e-mail’s typed birth date and age as given', async () => {
    const mail = await renderBirthdayReminder(
      birthdayInput({
        language: 'en',
        child: { name: '<img src=x onerror=alert(1)>', birthDate: '2022-03-14', upcomingAge: 5 },
      }),
    );
    expect(mail.text).toContain('Date of birth: 2022-03-14');
    expect(mail.text).toContain('Upcoming age: 5');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
