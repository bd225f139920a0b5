/** @module PeopleTasksTab: placeholder until the real tab lands (keeps web-shell's lazy import building). */
export function PeopleTasksTab() {
  return <section aria-label="People" className="p-4" />;
}

export default PeopleTasksTab;
