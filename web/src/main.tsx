/** @module main — the web app's entry: mounts the providers and the router. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { UpdatePrompt } from './features/offline/update-prompt';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
      <UpdatePrompt />
    </Providers>
  </StrictMode>,
);
