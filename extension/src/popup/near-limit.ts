/**
 * @module popup/near-limit — the spec's near-limit state from 9900 characters: a red banner that hides after
 * 5 s, a 0.5 s flash and a 440 Hz beep of 0.2 s, each triggered when the text crosses the threshold.
 */

import { playWarningBeep } from '@mynd/shared/browser';
import { isNearLimit, MIND_DUMP_BANNER_HIDE_MS, MIND_DUMP_FLASH_MS } from '@mynd/shared/domain';
import { useEffect, useRef, useState } from 'react';

export function useNearLimit(length: number): { banner: boolean; flash: boolean } {
  const near = isNearLimit(length);
  const [banner, setBanner] = useState(false);
  const [flash, setFlash] = useState(false);
  const wasNear = useRef(near);

  useEffect(() => {
    const crossed = near && !wasNear.current;
    wasNear.current = near;
    if (!near) {
      setBanner(false);
      return;
    }
    if (!crossed) return;
    setBanner(true);
    setFlash(true);
    playWarningBeep();
    const hide = setTimeout(() => setBanner(false), MIND_DUMP_BANNER_HIDE_MS);
    const unflash = setTimeout(() => setFlash(false), MIND_DUMP_FLASH_MS);
    return () => {
      clearTimeout(hide);
      clearTimeout(unflash);
    };
  }, [near]);

  return { banner, flash };
}
