/**
 * @module modules/webextension-polyfill — makes `wxt/browser` resolve to Mozilla's webextension-polyfill in
 * builds (what the @wxt-dev/webextension-polyfill module does; that package is not on our registry). Tests keep
 * WXT's fake browser: the vitest plugin aliases `wxt/browser` itself and does not run build modules.
 */
import { resolve } from 'node:path';
import { addViteConfig, defineWxtModule } from 'wxt/modules';

export default defineWxtModule({
  name: 'mynd:webextension-polyfill',
  setup(wxt) {
    addViteConfig(wxt, () => ({
      resolve: { alias: { 'wxt/browser': resolve(wxt.config.root, 'src/lib/polyfilled-browser.ts') } },
    }));
  },
});
