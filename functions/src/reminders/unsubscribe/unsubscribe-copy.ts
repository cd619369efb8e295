import { msg } from '@lingui/core/macro';
import { isRouteLanguage, languages, routeLanguages, type RouteLanguage } from '@sprout/core';
import type { ReminderType } from '@sprout/core';
import { i18nFor } from '../../i18n';
import type { UnsubscribePageModel } from './unsubscribe-page';

/** The four states of the unsubscribe page, in `language`. */
export type UnsubscribePageState = 'confirm' | 'done' | 'invalid' | 'error';

export function unsubscribePageModel(
  state: UnsubscribePageState,
  type: ReminderType | null,
  language: RouteLanguage,
  appUrl: string,
): UnsubscribePageModel {
  const { i18n, intl } = i18nFor(language);
  const base = { lang: intl, dir: languages[language].dir };
  const settings = {
    label: i18n._(msg`Open your Sprout settings`),
    href: `${appUrl.replace(/\/+$/, '')}/${language}/settings`,
  };
  const again = i18n._(msg`You can turn them on again in your settings at any time.`);
  if (state === 'confirm' && type !== null) {
    return {
      ...base,
      title:
        type === 'season'
          ? i18n._(msg`Stop season reminders?`)
          : i18n._(msg`Stop birthday reminders?`),
      paragraphs: [
        type === 'season'
          ? i18n._(msg`Sprout will stop sending you an e-mail a month before each season.`)
          : i18n._(
              msg`Sprout will stop sending you an e-mail two weeks before your children’s birthdays.`,
            ),
        i18n._(msg`Your other e-mail settings stay as they are.`),
      ],
      button: i18n._(msg`Unsubscribe`),
    };
  }
  if (state === 'done' && type !== null) {
    return {
      ...base,
      title: i18n._(msg`You are unsubscribed`),
      paragraphs: [
        type === 'season'
          ? i18n._(msg`You will no longer receive season reminders from Sprout.`)
          : i18n._(msg`You will no longer receive birthday reminders from Sprout.`),
        again,
      ],
      link: settings,
    };
  }
  if (state === 'error') {
    return {
      ...base,
      title: i18n._(msg`Something went wrong`),
      paragraphs: [
        i18n._(
          msg`Nothing was changed. Please try again later, or turn reminders off in your settings.`,
        ),
      ],
      link: settings,
    };
  }
  return {
    ...base,
    title: i18n._(msg`This link does not work`),
    paragraphs: [
      i18n._(
        msg`This unsubscribe link is not valid, so nothing was changed. You can turn reminders off in your settings.`,
      ),
    ],
    link: settings,
  };
}

/** The aliases browsers send for languages whose route code differs. */
const aliases: Record<string, RouteLanguage> = { da: 'dk', nb: 'no', nn: 'no' };

/**
 * The page's language when the profile cannot say (an invalid link, a deleted account): the best
 * match of the browser's Accept-Language, else American English (DESIGN.md's default).
 */
export function languageFromHeader(header: string | undefined): RouteLanguage {
  const wanted = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q.slice(2)) || 0 };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = routeLanguages.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const primary = tag.split('-')[0]?.toLowerCase() ?? '';
    const alias = aliases[primary];
    if (alias) return alias;
    if (primary === 'en') return 'en-US';
    if (isRouteLanguage(primary)) return primary;
  }
  return 'en-US';
}
