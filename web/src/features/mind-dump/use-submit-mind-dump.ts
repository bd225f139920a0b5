/**
 * @module Submitting a mind dump: the capture is stored in the offline queue (IndexedDB, with its clientId and
 * account) before it is sent, so nothing typed is lost. Processed: the toasts, the switch to the topics tab and
 * the setup wizard over the new tasks. Unreachable server or offline: "Saved — waiting to send" (the input
 * clears; the queue sends it once the connection returns). Refused (400…): "Processing Failed", text kept.
 */

import {
  MIND_DUMP_FAILED_MESSAGE,
  MIND_DUMP_PROCESSED_TITLE,
  PROCESSING_FAILED_TITLE,
} from '@mynd/shared/domain';
import type { MindDumpResponse, MindDumpSource } from '@mynd/shared/schemas';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { activeTabAtom } from '../../app/tabs';
import { invalidateQueries } from '../../lib/query';
import { userAtom } from '../auth/session';
import { sendCapture } from '../capture-queue/flush';
import { enqueueCapture, removeCapture } from '../capture-queue/store';
import { useAnnounceSent } from '../capture-queue/use-capture-queue';
import { openWizardAtom } from '../setup-wizard/atoms';
import { browserTimeZone } from '../tasks/clock';
import { toastError, toastFailure, toastSuccess } from '../tasks/toast';

export const SAVED_OFFLINE_TITLE = 'Saved — waiting to send';
export const SAVED_OFFLINE_DESCRIPTION = 'Mynd will send it once the connection is back.';

/** Returns `submit(text)`, resolving true when processed or safely queued (the input clears), false on failure. */
export function useSubmitMindDump(options: { onSuccess?: () => void } = {}) {
  const setTab = useSetAtom(activeTabAtom);
  const openWizard = useSetAtom(openWizardAtom);
  const user = useAtomValue(userAtom);
  const announce = useAnnounceSent();
  const { onSuccess } = options;

  const processed = useCallback(
    (result: MindDumpResponse | null) => {
      toastSuccess(MIND_DUMP_PROCESSED_TITLE);
      void invalidateQueries(['main']);
      setTab('mind-dump-history');
      if (!result) return;
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
      openWizard({ tasks: result.tasks, suggestions: result.suggestions });
    },
    [setTab, openWizard],
  );

  return useCallback(
    async (text: string, kind: MindDumpSource['kind'] = 'web'): Promise<boolean> => {
      if (!user) return false;
      let clientId: string;
      try {
        ({ clientId } = await enqueueCapture({
          text: text.trim(),
          source: { kind },
          timeZone: browserTimeZone(),
          account: { userId: user.id, email: user.email },
        }));
      } catch (error) {
        // No IndexedDB (private mode in some browsers): say so rather than pretend it is kept.
        toastFailure(PROCESSING_FAILED_TITLE, error, MIND_DUMP_FAILED_MESSAGE);
        return false;
      }
      const outcome = await sendCapture(clientId);
      announce(outcome.report);
      if (outcome.status === 'sent') {
        processed(outcome.result);
        onSuccess?.();
        return true;
      }
      if (outcome.status === 'failed') {
        // The server has the text (a failed history entry) or refused it; the box keeps it to fix or resend.
        await removeCapture(clientId).catch(() => {});
        toastError(PROCESSING_FAILED_TITLE, outcome.message || MIND_DUMP_FAILED_MESSAGE);
        return false;
      }
      toastSuccess(SAVED_OFFLINE_TITLE, SAVED_OFFLINE_DESCRIPTION);
      onSuccess?.();
      return true;
    },
    [user, announce, processed, onSuccess],
  );
}
