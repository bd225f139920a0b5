/**
 * @module ui/icons — the icons the popup draws, as inline SVG (no icon font, no emoji font needed).
 */

/** The microphone, and with `struck` a line through it. */
function Microphone({ struck = false }: { struck?: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d={`M5 10a7 7 0 0 0 14 0M12 17v5M8 22h8${struck ? 'M3 3l18 18' : ''}`} strokeLinecap="round" />
    </svg>
  );
}

export function MicIcon() {
  return <Microphone />;
}

/** The microphone struck through: voice is unavailable (no transcription on the server or the device). */
export function MicOffIcon() {
  return <Microphone struck />;
}

export function StopIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
    </svg>
  );
}
