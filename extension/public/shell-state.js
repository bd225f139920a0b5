/**
 * @module public/shell-state — runs before the popup's first paint (a plain script from the package, allowed
 * by `script-src 'self'`): the popup app records whether it was signed in, so the static shell shows the
 * right form instead of flashing the mind-dump form at a signed-out user.
 */
try {
  document.documentElement.dataset.shell =
    localStorage.getItem('mynd:shell') === 'signed-out' ? 'signed-out' : 'signed-in';
} catch {
  // No localStorage: the signed-in shell is shown, as before.
}
