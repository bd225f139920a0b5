/**
 * @module entrypoints/options/main — mounts the options page.
 */
import { createRoot } from 'react-dom/client';
import { OptionsApp } from '../../src/options/options-app';

const root = document.getElementById('root');
if (root) createRoot(root).render(<OptionsApp />);
