/**
 * @module public/shell-state — runs before the popup's first paint (a plain script from the package, allowed
 * by `script-src 'self'`): the popup app records whether it was signed in and which server it uses, so the
 * static shell shows the right form and link instead of flashing the mind-dump form at a signed-out user.
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
