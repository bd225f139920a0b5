// Applied before first paint (a plain, blocking script) so a dark-mode user never sees a white flash.
// Shared by the app (index.html) and the static legal pages; the app's theme atom takes over once it runs.
// `dark` when the stored theme — or, for 'system' or none, the OS — is dark; `light` for an explicit light choice,
// so the legal pages' own prefers-color-scheme rules give way to it.
(() => {
  const systemDark = () => matchMedia('(prefers-color-scheme: dark)').matches;
  let theme = null;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    // No storage: the system colour scheme applies.
  }
  const dark = theme === 'dark' || ((!theme || theme === 'system') && systemDark());
  if (dark) document.documentElement.classList.add('dark');
  else if (theme === 'light') document.documentElement.classList.add('light');
})();
