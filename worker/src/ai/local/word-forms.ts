/**
 * @module ai/local/word-forms — one base form for a word's inflections, so that a tag's vocabulary written once
 * ("hive", "invoice", "dose") meets the forms a dump uses ("hives", "invoicing", "dosing", "Café" ↔ "cafe").
 * Inflection only (plural, -ing, -ed, a final e, a consonant doubled before -ing or -ed), never derivation: "organise" does not
 * become "organ" nor "general" "generate", which a Porter stemmer does and which made chance matches.
 */

const MARKS = /\p{M}/gu;

/** Lowercase without accents: "Café" → "cafe", "mãe" → "mae". */
export function fold(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(MARKS, '');
}

/** The verbs an -ing form may come from, likeliest first: "sending" → send, "making" → make, "mopping" → mop. */
export function gerundStems(gerund: string): string[] {
  const stem = gerund.toLowerCase().replace(/ing$/, '');
  return [stem, `${stem}e`, stem.replace(/(\w)\1$/, '$1')];
}

/** The verbs a third-person form may come from: "drafts" → draft, "fixes" → fixe, fix; "copies" → copie, copi, copy. */
export function thirdPersonStems(word: string): string[] {
  const lower = word.toLowerCase();
  const stems = [lower.slice(0, -1)];
  if (lower.endsWith('es')) stems.push(lower.slice(0, -2));
  if (lower.endsWith('ies')) stems.push(`${lower.slice(0, -3)}y`);
  return stems;
}

const cache = new Map<string, string>();

/**
 * The shared base of a lowercase word's inflected forms ("hives" / "hive" → "hiv", "shipping" → "ship",
 * "batteries" → "battery"). Words under four letters are their own base: "ups" must not meet "up".
 */
export function baseForm(word: string): string {
  const known = cache.get(word);
  if (known !== undefined) return known;
  let base = fold(word);
  if (base.length >= 4) {
    if (/ies$/.test(base) && base.length > 4) base = `${base.slice(0, -3)}y`;
    else if (/[^sui]s$/.test(base)) base = base.slice(0, -1);
    const stem = base;
    if (/ing$/.test(base) && base.length >= 6) base = base.slice(0, -3);
    else if (/ied$/.test(base) && base.length > 4) base = `${base.slice(0, -3)}y`;
    else if (/ed$/.test(base) && base.length >= 5) base = base.slice(0, -2);
    const suffixed = base !== stem;
    if (/e$/.test(base) && base.length >= 4) base = base.slice(0, -1);
    // A consonant doubled before -ing or -ed ("mopping", "planned") is one; a word's own double is kept ("till",
    // "bill", "dress", "staff"), or "till" would meet "tile" once the e is gone.
    if (suffixed && /([b-dghj-kmnp-rtv-y])\1$/.test(base)) base = base.slice(0, -1);
  }
  if (cache.size < 20_000) cache.set(word, base);
  return base;
}
