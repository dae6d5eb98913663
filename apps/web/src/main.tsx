import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ensureCsrfToken } from './lib/api-client';
import { applyTheme, getStoredTheme } from './lib/theme';
import './index.css';

// Spec 1 §7: fetch the CSRF token at start when there is no cookie yet (the first POST would also fetch it).
void ensureCsrfToken().catch(() => undefined);
applyTheme(getStoredTheme());
// 'System' follows the operating system's setting as it changes.
window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
  if (getStoredTheme() === 'system') applyTheme('system');
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
