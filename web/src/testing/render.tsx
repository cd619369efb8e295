import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n } from '../lib/i18n';

/** Renders a page under `/:lang/...` with the router and Lingui, as the app does. */
export function renderAt(path: string, pattern: string, element: ReactElement) {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<p>other page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}
