/** @module AnalyticsTab: placeholder until the real tab lands (keeps web-shell's lazy import building). */
export function AnalyticsTab() {
  return <section aria-label="Analytics" className="p-4" />;
}

export default AnalyticsTab;
