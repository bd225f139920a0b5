/** @module DashboardTab: placeholder until the real tab lands (keeps web-shell's lazy import building). */
export function DashboardTab() {
  return <section aria-label="Dashboard" className="p-4" />;
}

export default DashboardTab;
