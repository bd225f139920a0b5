/** @module TaskListTab: placeholder until the real tab lands (keeps web-shell's lazy import building). */
export function TaskListTab() {
  return <section aria-label="Task list" className="p-4" />;
}

export default TaskListTab;
