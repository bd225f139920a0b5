/**
 * @module public/shell-focus — runs right after the shell's text box is parsed (before the first paint):
 * focuses it and types into it the keys pressed before it existed, so nothing typed at once is lost.
 */
const box = document.getElementById('shell-text');
if (box && document.documentElement.dataset.shell === 'signed-in') {
  box.focus();
  const early = globalThis.myndEarlyKeys ?? [];
  if (early.length > 0)
    box.setRangeText(early.splice(0).join(''), box.selectionStart, box.selectionEnd, 'end');
}
