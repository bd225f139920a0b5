/**
 * @module ai/local/bullets — the marks people set before list items, in one place for every reader of a dump's lines
 * (sentence splitting, cleaning, tag frames): dashes ("-", "--"; "-- admin --" is a heading, not an item), stars and
 * dots ("*", "•", "▪", "◦", "‣", "▸", "■", "○"), a plus, a tilde or a guillemet ("+", "~", "»"), arrows ("->", "=>", "→",
 * "➜"), numbers ("3.", "2)", "(1)", "#4") and outline letters ("b.", "c)", "(d)", "A)"). A mark is followed by a space.
 */
export const LIST_MARK = String.raw`(?:-+>|=>|[→⇒➔➜➤]|--(?![^\n]*--[ \t]*(?:\n|$))|[-*•·▪▫◦‣▸▹►■□●○◆◇+~»]|\(\d{1,2}\)|#\d{1,2}[.):]?|\d{1,2}[.)]|\(?[a-zA-Z]\)|[a-z]\.(?=\s))`;
