import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RouteLanguage } from '@sprout/core';
import { renderAt } from '../../../testing/render';
import { activateLanguage } from '../../../lib/i18n';
import { env } from '../../../config/env';
import TermsPage from './terms-page';
import PrivacyPage from './privacy-page';
import AboutPage from './about-page';

type PageCase = {
  name: string;
  path: string;
  page: ReactElement;
  title: string;
  sections: Record<string, string>;
};

const pages: PageCase[] = [
  {
    name: 'TermsPage',
    path: 'terms',
    page: <TermsPage />,
    title: 'Terms of use',
    sections: {
      'the-service': 'The service',
      'free-service': 'Free, funded by affiliate links',
      accounts: 'Accounts and eligibility',
      'acceptable-use': 'Acceptable use',
      sharing: 'Sharing links',
      estimates: 'Sizes and forecasts are estimates',
      'products-and-shops': 'Products and shops',
      availability: 'Availability and changes to the service',
      'ending-your-account': 'Ending your account',
      liability: 'Our liability',
      changes: 'Changes to these terms',
      contact: 'Contact',
    },
  },
  {
    name: 'PrivacyPage',
    path: 'privacy',
    page: <PrivacyPage />,
    title: 'Privacy policy',
    sections: {
      'who-we-are': 'Who we are',
      'data-we-keep': 'What data we keep',
      'why-we-use-it': 'Why we use it, and our legal basis',
      'who-receives-it': 'Who receives your data',
      'international-transfers': 'Where your data is stored',
      'how-long': 'How long we keep it',
      'your-rights': 'Your rights',
      'cookies-and-storage': 'Cookies and local storage',
      children: 'Children',
      security: 'Security',
      changes: 'Changes to this policy',
      contact: 'Contact',
    },
  },
  {
    name: 'AboutPage',
    path: 'about',
    page: <AboutPage />,
    title: 'About Sprout',
    sections: {
      'what-sprout-is': 'What Sprout is',
      'how-it-works': 'How sizes and forecasts are calculated',
      'why-free': 'Why Sprout is free',
      'brand-sizing': 'A note on brands',
      contact: 'The team and contact',
    },
  },
];

async function renderPage(lang: RouteLanguage, { path, page }: PageCase) {
  await activateLanguage(lang);
  return renderAt(`/${lang}/${path}`, `/:lang/${path}`, page);
}

describe.each(pages)('$name', (pageCase) => {
  it('has one h1 and an h2 for every section', async () => {
    await renderPage('en-US', pageCase);

    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.textContent).toBe(pageCase.title);
    expect(screen.getByRole('main').classList.contains('legal')).toBe(true);

    const titles = Object.values(pageCase.sections);
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s).toEqual(titles);

    for (const [id, title] of Object.entries(pageCase.sections)) {
      const section = document.getElementById(id);
      expect(section?.tagName).toBe('SECTION');
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe(
        title,
      );
    }
  });

  it('links the table of contents to every section, in order', async () => {
    await renderPage('en-US', pageCase);

    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      Object.keys(pageCase.sections).map((id) => `#${id}`),
    );
    expect(links.map((a) => a.textContent)).toEqual(Object.values(pageCase.sections));
  });

  it('gives the support address as a mailto link', async () => {
    await renderPage('en-US', pageCase);

    const links = screen.getAllByRole('link', { name: env.supportEmail });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe(`mailto:${env.supportEmail}`);
    }
    for (const sentence of screen.getAllByText(/Write to us at/)) {
      expect(sentence.textContent).toBe(`Write to us at ${env.supportEmail}.`);
    }
  });

  it('formats the last-updated date the American way on en-US', async () => {
    await renderPage('en-US', pageCase);

    const time = screen.getByText('November 22, 2026');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe('2026-11-22');
    expect(time.parentElement?.textContent).toBe('Last updated: November 22, 2026');
  });

  it('formats the last-updated date the British way on en', async () => {
    await renderPage('en', pageCase);

    expect(screen.getByText('22 November 2026').tagName).toBe('TIME');
    expect(screen.queryByText('November 22, 2026')).toBeNull();
  });
});
