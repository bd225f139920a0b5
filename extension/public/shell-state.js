/**
 * @module public/shell-state — runs before the popup's first paint (a plain script from the package, allowed
 * by `script-src 'self'`): the popup app records whether it was signed in and which server it uses, so the
 * static shell shows the right form and link instead of flashing the mind-dump form at a signed-out user.
 * It also keeps the keys typed before the shell's text box exists or has focus (the popup opens and the user
 * types at once): public/shell-focus.js puts them into the box, in order, as soon as it is parsed.
 */
try {
  document.documentElement.dataset.shell =
    localStorage.getItem('mynd:shell') === 'signed-out' ? 'signed-out' : 'signed-in';
  const server = localStorage.getItem('mynd:server');
  if (server && /^https?:\/\//.test(server)) {
    document.addEventListener('DOMContentLoaded', () => {
      document.getElementById('shell-open-app')?.setAttribute('href', `${server}/`);
    });
  }
} catch {
  // No localStorage: the signed-in shell is shown, as before.
}

/** Keys typed before the text box could take them (read by shell-focus.js). */
globalThis.myndEarlyKeys = [];
document.addEventListener(
  'keydown',
  (event) => {
    const root = document.documentElement;
    if (root.dataset.shell !== 'signed-in' || root.dataset.app === 'mounted') return;
    const box = document.getElementById('shell-text');
    if (box && document.activeElement === box) return;
    const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!printable) return;
    event.preventDefault();
    if (!box) {
      globalThis.myndEarlyKeys.push(event.key);
      return;
    }
    box.focus();
    box.setRangeText(event.key, box.selectionStart, box.selectionEnd, 'end');
  },
  true,
);
