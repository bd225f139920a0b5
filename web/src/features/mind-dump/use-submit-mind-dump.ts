/**
 * @module Submitting a mind dump: trimmed text with the browser's time zone; on success the toast, the
 * switch to the topics tab and the setup wizard over the new tasks; on failure "Processing Failed".
 */
import type { MindDumpSource } from '@mynd/shared/schemas';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { activeTabAtom } from '../../app/tabs';
import { api } from '../../lib/api';
import { invalidateQueries } from '../../lib/query';
import { openWizardAtom } from '../setup-wizard/atoms';
import { browserTimeZone } from '../tasks/clock';
import { toastFailure, toastSuccess } from '../tasks/toast';

export const PROCESSING_FAILED_FALLBACK = 'Failed to process your mind dump. Please try again.';

/** Returns `submit(text)`, resolving true when processed (the input clears) and false on failure (it keeps the text). */
export function useSubmitMindDump(options: { onSuccess?: () => void } = {}) {
  const setTab = useSetAtom(activeTabAtom);
  const openWizard = useSetAtom(openWizardAtom);
  const { onSuccess } = options;
  return useCallback(
    async (text: string, kind: MindDumpSource['kind'] = 'web'): Promise<boolean> => {
      try {
        const result = await api.mindDumps.submit({
          text: text.trim(),
          timeZone: browserTimeZone(),
          source: { kind },
        });
        toastSuccess('Mind Dump Processed!');
        const n = result.tasks.length;
        if (n > 0)
          toastSuccess(
            'Tasks created successfully',
            `Created ${n} ${n === 1 ? 'task' : 'tasks'} from your mind dump`,
          );
        const linked = result.linked?.length ?? 0;
        if (linked > 0)
          toastSuccess(
            'Already on your list',
            `${linked} ${linked === 1 ? 'task was' : 'tasks were'} already open: linked, not copied`,
          );
        void invalidateQueries(['main']);
        setTab('mind-dump-history');
        openWizard({ tasks: result.tasks, suggestions: result.suggestions });
        onSuccess?.();
        return true;
      } catch (error) {
        toastFailure('Processing Failed', error, PROCESSING_FAILED_FALLBACK);
        return false;
      }
    },
    [setTab, openWizard, onSuccess],
  );
}
