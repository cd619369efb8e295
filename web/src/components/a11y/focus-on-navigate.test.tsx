import { useEffect, useRef, useState } from 'react';
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

/** A page whose heading comes once its data has loaded (the test says when, by an event). */
const revealSlowPage = () => window.dispatchEvent(new Event('slow-page-loaded'));
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const reveal = () => setLoaded(true);
    window.addEventListener('slow-page-loaded', reveal);
    return () => window.removeEventListener('slow-page-loaded', reveal);
  }, []);
  return <main>{loaded ? <h1>Slow</h1> : <p>Loading…</p>}</main>;
}

function App() {
  return (
    <MemoryRouter initialEntries={['/one']}>
      <header>
        <Link to="/two">Two</Link>
        <Link to="/form">Form</Link>
        <Link to="/slow">Slow</Link>
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
        <Route path="/slow" element={<SlowPage />} />
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

  it('focuses a heading that comes later, once the page has loaded', async () => {
    render(<App />);
    fireEvent.click(screen.getByRole('link', { name: 'Slow' }));
    await screen.findByText('Loading…');
    // Several frames pass with no heading (the page's code or data is still loading).
    for (let frame = 0; frame < 5; frame += 1) {
      await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    act(() => revealSlowPage());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Slow' })),
    );
  });

  it('leaves focus alone once the user has pressed a key while the page loaded', async () => {
    render(<App />);
    fireEvent.click(screen.getByRole('link', { name: 'Slow' }));
    await screen.findByText('Loading…');
    const link = screen.getByRole('link', { name: 'Two' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Tab' });
    act(() => revealSlowPage());
    await screen.findByRole('heading', { name: 'Slow' });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(link);
  });
});
