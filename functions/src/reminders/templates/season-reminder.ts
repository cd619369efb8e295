import { msg, plural } from '@lingui/core/macro';
import { formatYear } from '@sprout/core';
import type { EmailBlock, ReminderEmailModel } from './reminder-email.types';
import type { RenderedReminder, SeasonReminderInput } from './reminder-template.types';
import {
  appLinks,
  forecastStatement,
  greeting,
  reminderFooter,
  reminderLocale,
  seasonName,
  signOff,
  sizeFacts,
} from './reminder-copy';
import { renderReminder } from './render-reminder';

/**
 * The season reminder (spec 1 and 9: a month before each season): the coming season in the
 * parent's hemisphere, and for each child the forecast sizes for it; a parent without children
 * gets a prompt to add one.
 */
export function renderSeasonReminder(input: SeasonReminderInput): Promise<RenderedReminder> {
  return renderReminder(seasonReminderModel(input), input.unsubscribe);
}

export function seasonReminderModel(input: SeasonReminderInput): ReminderEmailModel {
  const locale = reminderLocale(input.language);
  const { i18n } = locale;
  const links = appLinks(input.appUrl, locale.route);
  const season = seasonName(i18n, input.season);
  const year = formatYear(input.year, locale.intl);
  const subject = i18n._(msg`${season} ${year} is almost here: the sizes for the new season`);

  const blocks: EmailBlock[] = [{ kind: 'heading', text: `${season} ${year}` }];
  if (input.children.length === 0) {
    const prompt = i18n._(
      msg`The new season starts in about a month. Add your child’s height, weight and foot length, and Sprout forecasts the clothing and shoe sizes they will need.`,
    );
    blocks.push(
      { kind: 'paragraph', text: prompt },
      { kind: 'button', link: { label: i18n._(msg`Add a child`), href: links.addChild } },
    );
  } else {
    blocks.push({
      kind: 'paragraph',
      text: i18n._(
        msg`The new season starts in about a month. These are the sizes Sprout forecasts for it, so you can shop ahead.`,
      ),
    });
    for (const child of input.children) {
      const name = child.name;
      const facts = sizeFacts(locale, child, input.market, input.measurementSystem);
      const statement = child.fit
        ? forecastStatement(locale, child.fit, input.season, input.market, input.measurementSystem)
        : null;
      // Sizes from a measurement the growth since has outdated say so, as the dashboard does.
      const staleDays = facts.length > 0 ? child.staleDays : null;
      const stale =
        typeof staleDays === 'number'
          ? i18n._(
              msg`${plural(staleDays, { one: 'Measured # day ago', other: 'Measured # days ago' })}: these sizes may be too small by now. Measure again for sizes that fit.`,
            )
          : null;
      const note =
        facts.length === 0
          ? i18n._(msg`No forecast yet: add a measurement to see the sizes.`)
          : [statement, stale].filter(Boolean).join(' ');
      blocks.push({
        kind: 'card',
        title: name,
        facts,
        ...(note ? { note } : {}),
        links: [
          {
            label: i18n._(msg`See ${name}’s season`),
            href: links.season(input.season, child.childId),
          },
          ...(stale ? [{ label: i18n._(msg`Measure ${name} again`), href: links.dashboard }] : []),
        ],
      });
    }
    blocks.push({
      kind: 'button',
      link: {
        label: i18n._(msg`Shop for the season`),
        href: links.seasonProducts(input.season),
      },
    });
  }

  return {
    lang: locale.intl,
    dir: locale.dir,
    subject,
    preview:
      input.children.length === 0
        ? i18n._(msg`Add a child to see the sizes for the new season.`)
        : i18n._(msg`The clothing and shoe sizes your children will need this season.`),
    greeting: greeting(i18n, input.parentName),
    blocks,
    signOff: signOff(i18n),
    footer: reminderFooter(locale, 'season', input.appUrl, input.unsubscribe),
  };
}
