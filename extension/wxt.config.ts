/**
 * @module wxt.config — the manifest (permissions, CSP, commands) and the build; entrypoints/ is the rest of it.
 */
import { defineConfig } from 'wxt';
import { MANIFEST_KEY } from './src/manifest-key';

/** The server the extension talks to until the user picks another in the options page. */
const DEFAULT_SERVER_PATTERN = 'http://localhost:8787/*';

export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // MV3 for Firefox too (Firefox 128+): one manifest shape, `browser.action` everywhere, optional host permissions.
  manifestVersion: 3,
  // Explicit imports keep every file readable (and type-checkable) without generated globals.
  imports: false,
  manifest: ({ browser }) => ({
    name: 'Mynd',
    description:
      'Mind dumps and voice notes from any page, turned into topics and tasks by your Mynd server.',
    permissions: ['contextMenus', 'storage', 'alarms', 'notifications', 'activeTab'],
    host_permissions: [DEFAULT_SERVER_PATTERN],
    // Another server origin is asked for at run time, from the options page, one origin at a time.
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    content_security_policy: { extension_pages: "script-src 'self'; object-src 'self'" },
    icons: { 16: 'icons/16.png', 32: 'icons/32.png', 48: 'icons/48.png', 128: 'icons/128.png' },
    action: {
      default_title: 'Mynd — mind dump',
      default_icon: { 16: 'icons/16.png', 32: 'icons/32.png' },
    },
    commands: {
      _execute_action: {
        suggested_key: { default: 'Alt+Shift+M', mac: 'Alt+Shift+M' },
        description: 'Open the Mynd mind dump',
      },
    },
    ...(browser === 'firefox'
      ? { browser_specific_settings: { gecko: { id: 'extension@mynd.local', strict_min_version: '128.0' } } }
      : // The Chrome Web Store refuses a `key`: MYND_STORE_BUILD=1 leaves it out (the store assigns the id).
        process.env.MYND_STORE_BUILD === '1'
        ? {}
        : { key: MANIFEST_KEY }),
  }),
});
