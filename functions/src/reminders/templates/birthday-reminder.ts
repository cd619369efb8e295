import { msg } from '@lingui/core/macro';
import { marketFor, seasonOfMonth } from '@sprout/core';
import type { EmailBlock, EmailFact, EmailLink, ReminderEmailModel } from './reminder-email.types';
import type { BirthdayReminderInput, RenderedReminder } from './reminder-template.types';
import {
  appLinks,
  greeting,
  reminderFooter,
  reminderLocale,
  signOff,
  sizeFacts,
} from './reminder-copy';
import { renderReminder } from './render-reminder';

/**
 * The birthday reminder (spec 1 and 9: two weeks before): the child's name, the upcoming age and
 * date, and the sizes Sprout predicts. Test e-mails may leave any of these out; a missing value
 * leaves its line out rather than printing a placeholder.
 */
export function renderBirthdayReminder(input: BirthdayReminderInput): Promise<RenderedReminder> {
  return renderReminder(birthdayReminderModel(input), input.unsubscribe);
}

const isoDate = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function birthdayReminderModel(input: BirthdayReminderInput): ReminderEmailModel {
  const locale = reminderLocale(input.language);
  const { i18n, intl } = locale;
  const links = appLinks(input.appUrl, locale.route);
  const { child } = input;
  const name = child.name?.trim() ?? '';
  const hasName = name !== '';
  const upcomingAge = typeof child.upcomingAge === 'number' ? child.upcomingAge : null;
  const age = upcomingAge === null ? null : new Intl.NumberFormat(intl).format(upcomingAge);
  const birthday = child.birthday === undefined ? null : isoDate.exec(child.birthday);
  const dateText =
    birthday === null
      ? null
      : new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${birthday[0]}T00:00:00Z`),
        );

  const subject = hasName
    ? i18n._(msg`${name}’s birthday is in two weeks`)
    : i18n._(msg`A birthday is coming up in two weeks`);

  // A first birthday has its own sentence: "1 ans", "1 anni" and "1 años" are wrong.
  const intro = hasName
    ? age === null
      ? i18n._(msg`${name}’s birthday is in two weeks.`)
      : upcomingAge === 1
        ? i18n._(msg`${name} turns one in two weeks.`)
        : i18n._(msg`${name} turns ${age} in two weeks.`)
    : age === null
      ? i18n._(msg`A birthday is coming up in two weeks.`)
      : upcomingAge === 1
        ? i18n._(msg`Your child turns one in two weeks.`)
        : i18n._(msg`Your child turns ${age} in two weeks.`);

  const facts: EmailFact[] = [];
  if (dateText !== null) facts.push({ label: i18n._(msg`Birthday`), value: dateText });
  if (age !== null) facts.push({ label: i18n._(msg`Upcoming age`), value: age });
  const birthDate = child.birthDate?.trim();
  if (birthDate) facts.push({ label: i18n._(msg`Date of birth`), value: birthDate });

  const sizes = sizeFacts(locale, child, input.market, input.measurementSystem);
  const blocks: EmailBlock[] = [{ kind: 'paragraph', text: intro }];
  if (facts.length > 0) {
    blocks.push({ kind: 'card', ...(hasName ? { title: name } : {}), facts, links: [] });
  }
  if (sizes.length > 0) {
    blocks.push(
      {
        kind: 'paragraph',
        text: i18n._(msg`Sprout predicts these sizes, in case a present is still on the list:`),
      },
      { kind: 'card', facts: sizes, links: [] },
    );
  }
  // Presents for the season the birthday falls in, when the date is known; else the dashboard.
  const gifts: EmailLink =
    birthday === null
      ? { label: i18n._(msg`Open Sprout`), href: links.dashboard }
      : {
          label: i18n._(msg`Find presents in the right size`),
          href: links.seasonProducts(
            seasonOfMonth(Number(birthday[2]), marketFor(input.market).hemisphere),
          ),
        };
  blocks.push({ kind: 'button', link: gifts });

  return {
    lang: intl,
    dir: locale.dir,
    subject,
    preview: intro,
    greeting: greeting(i18n, input.parentName),
    blocks,
    signOff: signOff(i18n),
    footer: reminderFooter(locale, 'birthday', input.appUrl, input.unsubscribe),
  };
}
