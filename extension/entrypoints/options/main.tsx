/**
 * @module entrypoints/options/main — mounts the options page.
 */

// First: schemas built below must see zod's jitless config (no Function() in the bundle).
import '@mynd/shared/jitless';
import { createRoot } from 'react-dom/client';
import { OptionsApp } from '../../src/options/options-app';

const root = document.getElementById('root');
if (root) createRoot(root).render(<OptionsApp />);
