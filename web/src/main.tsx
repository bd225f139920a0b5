/** @module main — the web app's entry: reloads once when a lazy chunk of an older deploy is gone, mounts the providers and the router. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { UpdatePrompt } from './features/offline/update-prompt';
import { installChunkReload } from './lib/chunk-reload';
import './index.css';

installChunkReload();

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
