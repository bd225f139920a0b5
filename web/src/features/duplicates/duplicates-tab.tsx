/** @module DuplicatesTab: placeholder until the real tab lands (keeps web-shell's lazy import building). */
export function DuplicatesTab() {
  return <section aria-label="Duplicates" className="p-4" />;
}

export default DuplicatesTab;
