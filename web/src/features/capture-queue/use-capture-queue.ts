/**
 * @module capture-queue/use-capture-queue — the queue as app state: the stored captures (kept fresh from
 * IndexedDB), and the sending loop: on sign-in and load, when the connection comes back, and with growing
 * pauses while the server stays unreachable. Captures sent later are announced once: "Sent N saved captures",
 * with a link to the results.
 */
import { sentCapturesNotice } from '@mynd/shared/domain';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { toast } from 'sonner';
import { activeTabAtom } from '../../app/tabs';
import { invalidateQueries } from '../../lib/query';
import { userAtom } from '../auth/session';
import { onReconnected, retryDelay } from '../offline/connection';
import { type FlushReport, flushCaptures, onFlushed, unawaitedSent } from './flush';
import { allCaptures, onCapturesChanged, type StoredCapture } from './store';

export const capturesAtom = atom<StoredCapture[]>([]);

/** Keeps `capturesAtom` in step with IndexedDB (this tab's writes and other tabs'). */
export function useCaptureList(): void {
  const setCaptures = useSetAtom(capturesAtom);
  useEffect(() => {
    let live = true;
    const load = () =>
      void allCaptures()
        .then((items) => live && setCaptures(items))
        .catch(() => {});
    load();
    const off = onCapturesChanged(load);
    return () => {
      live = false;
      off();
    };
  }, [setCaptures]);
}

const announced = new WeakSet<FlushReport>();

/** Announces captures sent by a flush, other than those a screen is waiting for (it shows their result itself). */
export function useAnnounceSent(): (report: FlushReport) => void {
  const setTab = useSetAtom(activeTabAtom);
  return useCallback(
    (report) => {
      // The sending loop and a submit may share one flush: announce each report once.
      if (announced.has(report)) return;
      announced.add(report);
      const count = unawaitedSent(report);
      if (count === 0) return;
      void invalidateQueries(['main']);
      toast.success(sentCapturesNotice(count), {
        action: { label: 'View results', onClick: () => setTab('mind-dump-history') },
      });
    },
    [setTab],
  );
}

/** Runs the sending loop while someone is signed in. Mount once, on the main screen. */
export function useCaptureSender(): void {
  useCaptureList();
  const user = useAtomValue(userAtom);
  const announce = useAnnounceSent();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let timer: number | undefined;
    let failures = 0;
    const run = () => {
      window.clearTimeout(timer);
      timer = undefined;
      void flushCaptures();
    };
    // Every flush (this loop's, a submit's, "Send now") decides the next try: soon after a failure, growing.
    const offFlushed = onFlushed((report) => {
      announce(report);
      if (report.stopped?.reason === 'transient' && report.remaining > report.held) {
        if (timer !== undefined) return;
        timer = window.setTimeout(run, retryDelay(failures++));
      } else failures = 0;
    });
    const offReconnected = onReconnected(() => {
      failures = 0;
      run();
    });
    run();
    return () => {
      offFlushed();
      offReconnected();
      window.clearTimeout(timer);
    };
  }, [userId, announce]);
}
