// Small inline icons, so the buttons look the same on every system (emoji fonts vary, some have none).
const common = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export function DiceIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <circle cx="8.5" cy="8.5" r="1.2" fill="currentColor" />
      <circle cx="15.5" cy="15.5" r="1.2" fill="currentColor" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    </svg>
  );
}

export function SpeakerIcon({ isMuted }: { isMuted: boolean }) {
  return (
    <svg {...common}>
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {isMuted ? (
        <path d="M17 9l5 6M22 9l-5 6" />
      ) : (
        <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
      )}
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...common}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** The fast answer's bolt (the banner once showed the ⚡ emoji, which some systems cannot draw). */
export function BoltIcon() {
  return (
    <svg {...common} width={18} height={18}>
      <path d="M13 2L4 14h7l-1 8 9-12h-7z" fill="currentColor" />
    </svg>
  );
}

/** The streak's flame. */
export function FlameIcon() {
  return (
    <svg {...common} width={18} height={18}>
      <path
        d="M12 22c4 0 7-2.8 7-6.8 0-3.6-2.4-6.2-4.3-8.2.1 2-1 3.4-2.2 3.6C12.9 7.4 11.3 4.3 8.6 2c.4 3.9-3.6 6.5-3.6 11.2C5 18.8 8 22 12 22z"
        fill="currentColor"
      />
    </svg>
  );
}
