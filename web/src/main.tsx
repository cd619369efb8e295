import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React draws it in slices of a few milliseconds rather than one
// long task, so a slow phone's main thread stays free for input while the app starts; the logo row
// index.html painted stays on screen until the render is done (issue 34).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
