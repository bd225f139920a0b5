/** @module NewTasksView: placeholder until the real tab lands (keeps web-shell's lazy import building). */
export function NewTasksView() {
  return <section aria-label="New tasks" className="p-4" />;
}

export default NewTasksView;
