/**
 * @module ai/local/bullets — the marks people set before list items, in one place for every reader of a dump's lines
 * (sentence splitting, cleaning, tag frames): dashes ("-", "--"; "-- admin --" is a heading, not an item), stars and
 * dots ("*", "•", "▪", "◦", "‣", "▸", "■", "○"), a plus, a tilde or a guillemet ("+", "~", "»"), arrows ("->", "=>", "→",
 * "➜"), numbers ("3.", "2)", "(1)", "#4") and outline letters ("b.", "c)", "(d)", "A)"). A mark is followed by a space.
 */
export const LIST_MARK = String.raw`(?:-+>|=>|[→⇒➔➜➤]|--(?![^\n]*--[ \t]*(?:\n|$))|[-*•·▪▫◦‣▸▹►■□●○◆◇+~»]|\(\d{1,2}\)|#\d{1,2}[.):]?|\d{1,2}[.)]|\(?[a-zA-Z]\)|[a-z]\.(?=\s))`;

/**
 * A list item's box, by what it says of the item (for every reader of boxes: the cleaner, the done and put-off items):
 * open, "[ ]", "( )", "☐", "⬜"; ticked, so done, "[x]", "(✓)", "☑", "☒", "✅", "✔", "✓"; put off, "[-]", "❌".
 */
export const BOX = {
  open: String.raw`(?:\[\s?\]|\(\s?\)|[☐⬜]\uFE0F?)`,
  done: String.raw`(?:\[[xX✓✔]\]|\([xX✓✔]\)|☑\uFE0F?|✅|✔\uFE0F?|✓|☒)`,
  putOff: String.raw`(?:\[-\]|❌\uFE0F?)`,
} as const;
/** A box that leaves its item as written, open or put off: what a dash after it may still close ("[ ] fix the gate - done"). */
export const ITEM_BOX = `(?:${BOX.open}|${BOX.putOff})`;
