/**
 * @module wxt.config — the manifest (permissions, CSP, commands) and the build; entrypoints/ is the rest of it.
 */
import { defineConfig, type WxtViteConfig } from 'wxt';
import { MANIFEST_KEY } from './src/manifest-key';

type VitePlugin = NonNullable<WxtViteConfig['plugins']>[number];

/**
 * No `Function` constructor in the bundle (Chrome Web Store and addons-linter's DANGEROUS_EVAL): zod keeps two
 * references to it — the `allowsEval` probe and the JIT's `Doc.compile` — that jitless mode (`@mynd/shared/jitless`)
 * never reaches. They are swapped for a function that throws, so the code that is left cannot eval either.
 */
function zodWithoutFunctionConstructor(): VitePlugin {
  return {
    name: 'mynd:zod-without-function-constructor',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/](util|doc)\.js$/.test(id)) return null;
      if (!code.includes('const F = Function;')) {
        throw new Error(`zod changed: ${id} no longer has "const F = Function;" — update this plugin`);
      }
      const stub = '() => { throw new EvalError("eval is disabled in the Mynd extension"); }';
      return { code: code.replaceAll('const F = Function;', `const F = ${stub};`), map: null };
    },
  };
}

/** The server the extension talks to until the user picks another in the options page. */
const DEFAULT_SERVER_PATTERN = 'http://localhost:8787/*';

export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // MV3 for Firefox too (Firefox 128+): one manifest shape, `browser.action` everywhere, optional host permissions.
  manifestVersion: 3,
  // Explicit imports keep every file readable (and type-checkable) without generated globals.
  imports: false,
  vite: () => ({ plugins: [zodWithoutFunctionConstructor()] }),
  manifest: ({ browser }) => ({
    name: 'Mynd',
    description:
      'Mind dumps and voice notes from any page, turned into topics and tasks by your Mynd server.',
    permissions: ['contextMenus', 'storage', 'alarms', 'notifications', 'activeTab'],
    // The default local server only. Any other server lets the extension in by CORS (its EXTENSION_ORIGINS),
    // so no broad (optional) host permission is needed.
    host_permissions: [DEFAULT_SERVER_PATTERN],
    content_security_policy: { extension_pages: "script-src 'self'; object-src 'self'" },
    icons: { 16: 'icons/16.png', 32: 'icons/32.png', 48: 'icons/48.png', 128: 'icons/128.png' },
    // Chrome 116+: MV3 service-worker features used here (alarms ≥ 30 s, module workers, storage.session).
    minimum_chrome_version: '116',
    // The action's title is the popup page's <title> (WXT sets action.default_title from it).
    action: {
      default_icon: { 16: 'icons/16.png', 32: 'icons/32.png' },
    },
    commands: {
      _execute_action: {
        // Alt+Shift+M is taken on ChromeOS (the file manager); Alt+Shift+K is free there and elsewhere.
        suggested_key: { default: 'Alt+Shift+K', mac: 'Alt+Shift+K' },
        description: 'Open the Mynd mind dump',
      },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'extension@mynd.local',
              // 140: the first Firefox with the built-in data-collection consent declared below.
              strict_min_version: '140.0',
              // What leaves the browser, as Firefox asks it to be declared: the text (selections, page text),
              // the page's address and title, voice recordings, and the sign-in — sent only to the user's own Mynd server.
              data_collection_permissions: {
                required: [
                  'websiteContent',
                  'browsingActivity',
                  'personalCommunications',
                  'authenticationInfo',
                ],
              },
            },
            // Firefox for Android shows the same consent from 142.
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : // The Chrome Web Store refuses a `key`: MYND_STORE_BUILD=1 leaves it out (the store assigns the id).
        process.env.MYND_STORE_BUILD === '1'
        ? {}
        : { key: MANIFEST_KEY }),
  }),
});
