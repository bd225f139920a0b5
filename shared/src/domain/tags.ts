/** @module Tag colours, the default tags and tag-name rules. */

export const TAG_PALETTE = [
  { name: 'red', value: 'hsl(0,72%,51%)' },
  { name: 'orange', value: 'hsl(25,95%,53%)' },
  { name: 'amber', value: 'hsl(38,92%,50%)' },
  { name: 'green', value: 'hsl(142,71%,45%)' },
  { name: 'blue', value: 'hsl(217,91%,60%)' },
  { name: 'violet', value: 'hsl(262,83%,58%)' },
  { name: 'pink', value: 'hsl(330,81%,60%)' },
  { name: 'teal', value: 'hsl(180,100%,25%)' },
] as const;

export type PaletteColorName = (typeof TAG_PALETTE)[number]['name'];

function paletteValue(name: PaletteColorName): string {
  return TAG_PALETTE.find((c) => c.name === name)!.value;
}

/** New tags are teal. */
export const NEW_TAG_COLOR = 'hsl(180,100%,25%)';
/** Grey: Unsorted's colour and the colour of a tag that cannot be found. */
export const FALLBACK_TAG_COLOR = 'hsl(0,0%,50%)';
export const UNSORTED_TAG = 'Unsorted';
/** Where the tasks of a removed tag go. */
export const FALLBACK_TAG = 'Life';
export const TAG_NAME_MAX_LENGTH = 40;
export const TAG_EXISTS_MESSAGE = 'Tag already exists';

export type TagDef = { name: string; color: string };

/** Created for a user who has no tags yet; "Life" is the spec's purple, drawn as the palette's violet. */
export const DEFAULT_TAGS: readonly TagDef[] = [
  { name: 'Work-DevOps', color: paletteValue('blue') },
  { name: 'Work-Manufacturing', color: paletteValue('orange') },
  { name: 'Family', color: paletteValue('green') },
  { name: 'Life', color: paletteValue('violet') },
  { name: UNSORTED_TAG, color: FALLBACK_TAG_COLOR },
];

const normaliseColor = (color: string) => color.replace(/\s+/g, '').toLowerCase();

/** True for one of the 8 palette colours, whatever its spacing or case ("hsl(180, 100%, 25%)"). */
export function isPaletteColor(color: string): boolean {
  const c = normaliseColor(color);
  return TAG_PALETTE.some((p) => p.value === c);
}

/** Trimmed and cut to 40 characters; '' means "ignore" (the spec ignores an empty name). */
export function normaliseTagName(name: string): string {
  return name.trim().slice(0, TAG_NAME_MAX_LENGTH).trim();
}

/** Tag names are unique per user regardless of case, so "life" duplicates "Life". */
export function tagExists(tags: readonly { name: string }[], name: string): boolean {
  const wanted = normaliseTagName(name).toLowerCase();
  return tags.some((t) => t.name.toLowerCase() === wanted);
}

/** Unsorted is always present, so it cannot be removed. */
export function isRemovableTag(name: string): boolean {
  return name !== UNSORTED_TAG;
}

/**
 * The tag a removed tag's tasks move to: "Life" — except when Life itself is removed, whose tasks
 * go to the ever-present Unsorted.
 */
export function reassignmentTag(removedTag: string): string {
  return removedTag === FALLBACK_TAG ? UNSORTED_TAG : FALLBACK_TAG;
}

/** A tag's colour, grey when the tag is unknown. */
export function tagColor(tags: readonly TagDef[], name: string): string {
  return tags.find((t) => t.name === name)?.color ?? FALLBACK_TAG_COLOR;
}
