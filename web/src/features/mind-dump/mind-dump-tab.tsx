/** @module MindDumpTab: placeholder until the real tab lands (keeps web-shell's lazy import building). */
export function MindDumpTab() {
  return <section aria-label="Mind dump" className="p-4" />;
}

export default MindDumpTab;
