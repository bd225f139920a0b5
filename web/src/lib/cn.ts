/** @module cn: joins class names, skipping falsy ones (small enough not to need a dependency). */
export type ClassValue = string | false | null | undefined | 0;

export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
