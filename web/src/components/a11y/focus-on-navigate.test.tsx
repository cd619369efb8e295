import { useEffect, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { FocusOnNavigate } from './focus-on-navigate';

afterEach(cleanup);

/** A page that focuses its own field (as the add-child form does) keeps that focus. */
function FocusedField() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <input aria-label="Name" ref={ref} />;
}

function App() {
  return (
    <MemoryRouter initialEntries={['/one']}>
      <header>
        <Link to="/two">Two</Link>
        <Link to="/form">Form</Link>
      </header>
      <Routes>
        <Route
          path="/one"
          element={
            <main>
              <h1>One</h1>
            </main>
          }
        />
        <Route
          path="/two"
          element={
            <main>
              <h1>Two</h1>
            </main>
          }
        />
        <Route
          path="/form"
          element={
            <main>
              <h1>Form</h1>
              <FocusedField />
            </main>
          }
        />
      </Routes>
      <FocusOnNavigate />
    </MemoryRouter>
  );
}

describe('FocusOnNavigate', () => {
  it("leaves the first page alone, then focuses each new page's heading", async () => {
    render(<App />);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(document.body);
    const link = screen.getByRole('link', { name: 'Two' });
    link.focus();
    fireEvent.click(link);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Two' })),
    );
    expect(screen.getByRole('heading', { name: 'Two' }).getAttribute('tabindex')).toBe('-1');
  });

  it('keeps focus a page placed in its own content', async () => {
    render(<App />);
    fireEvent.click(screen.getByRole('link', { name: 'Form' }));
    const field = await screen.findByLabelText('Name');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(field);
  });
});
