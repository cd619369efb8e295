import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { languages } from '@sprout/core';
import { useRouteLanguage } from '../../../lib/use-route-language';
import '../legal.css';

export type LegalSection = {
  /** Plain ASCII, used as the element id and the table-of-contents anchor. */
  id: string;
  /** The section heading, shown as the h2 and in the table of contents. */
  title: ReactNode;
  content: ReactNode;
};

type LegalLayoutProps = {
  title: ReactNode;
  /** A Date, or an ISO string; a date-only string ("2026-11-22") is a calendar date. */
  updated: Date | string;
  sections: readonly LegalSection[];
};

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date-only string is read as that calendar day everywhere: it is parsed and formatted in UTC,
 * so a reader west of Greenwich does not see the day before.
 */
function toCalendarDate(updated: Date | string) {
  if (typeof updated === 'string' && dateOnly.test(updated)) {
    return { date: new Date(`${updated}T00:00:00Z`), timeZone: 'UTC', iso: updated };
  }
  const date = typeof updated === 'string' ? new Date(updated) : updated;
  const pad = (n: number) => String(n).padStart(2, '0');
  const iso = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return { date, timeZone: undefined, iso };
}

/** The frame of the terms, privacy and about pages: title, date, contents, sections. */
export default function LegalLayout({ title, updated, sections }: LegalLayoutProps) {
  const { intl } = languages[useRouteLanguage()];
  const { date, timeZone, iso } = toCalendarDate(updated);
  const updatedOn = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone }).format(date);

  return (
    <main className="page legal" id="main">
      <article className="legal__article">
        <header className="legal__header">
          <h1>{title}</h1>
          <p className="legal__updated">
            <Trans>
              Last updated: <time dateTime={iso}>{updatedOn}</time>
            </Trans>
          </p>
        </header>
        <nav className="legal__toc" aria-labelledby="legal-toc-title">
          <p className="legal__toc-title" id="legal-toc-title">
            <Trans>On this page</Trans>
          </p>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            className="legal__section"
            aria-labelledby={`${section.id}-title`}
          >
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.content}
          </section>
        ))}
      </article>
    </main>
  );
}
