/**
 * @module voice/mic-permission — popups cannot show the microphone prompt, so the first use opens an
 * extension page that asks once; the grant then holds for every extension page, the popup included.
 */
import { browser } from 'wxt/browser';

export type MicState = 'granted' | 'denied' | 'prompt';

export const ASK_PERMISSION_NOTICE = {
  title: 'Allow the microphone',
  description: 'Allow it in the Mynd tab that just opened, then press the microphone again.',
} as const;

export async function microphoneState(): Promise<MicState> {
  try {
    const status = await navigator.permissions.query({ name: 'microphone' as PermissionName });
    return status.state;
  } catch {
    // Browsers without the 'microphone' permission name (Firefox) prompt from getUserMedia itself.
    return 'granted';
  }
}

export const MIC_PERMISSION_PAGE = '/mic-permission.html';

export async function openMicPermissionPage(): Promise<void> {
  await browser.tabs.create({ url: browser.runtime.getURL(MIC_PERMISSION_PAGE) });
}
