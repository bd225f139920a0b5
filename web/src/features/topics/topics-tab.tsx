/** @module TopicsTab: placeholder until the real tab lands (keeps web-shell's lazy import building). */
export function TopicsTab() {
  return <section aria-label="Topics" className="p-4" />;
}

export default TopicsTab;
