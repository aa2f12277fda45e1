import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readSessionHint } from './auth/sessionHint';
import { readAhead } from './dataProvider';
import { startLandingPage } from './prefetchAreas';

if (readSessionHint() === 'signed-in') startLandingPage(window.location.hash, readAhead);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
