/** @module features/search/search-focus — lets the "/" shortcut focus the header's task search box. */
export const TASK_SEARCH_INPUT_ID = 'task-search';

export function focusTaskSearch(): void {
  const input = document.getElementById(TASK_SEARCH_INPUT_ID);
  if (input instanceof HTMLInputElement) {
    input.focus();
    input.select();
  }
}
