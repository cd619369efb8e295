import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { languages, marketCodes, routeLanguages } from '@sprout/core';
import { renderAt } from '../../testing/render';
import { activateLanguage, i18n } from '../../lib/i18n';
import { countryNames, LanguageMenu } from './language-menu';

describe('LanguageMenu', () => {
  it('names every market as CLDR does (Intl.DisplayNames) in every route language', async () => {
    for (const route of routeLanguages) {
      await activateLanguage(route);
      const cldr = new Intl.DisplayNames([languages[route].intl], { type: 'region' });
      for (const code of marketCodes)
        expect(`${route} ${code}: ${i18n._(countryNames[code])}`).toBe(
          `${route} ${code}: ${cldr.of(code)}`,
        );
    }
  });

  it('lists each market with its country in the page’s language and its own language', async () => {
    await activateLanguage('sv');
    renderAt('/sv', '/:lang', <LanguageMenu />);
    const menu = screen.getByLabelText<HTMLSelectElement>('Språk och land');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(marketCodes.length);
    expect(options).toContain('Sverige · Svenska');
    expect(options).toContain('Japan · 日本語');
    expect(options).toContain('Saudiarabien · العربية');
    expect(menu.value).toBe('SE');
  });
});
