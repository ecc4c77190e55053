const common = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-6',
} as const;

export function PublicIcon() {
  return (
    <svg {...common}>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3.5 19c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" />
      <circle cx="17" cy="9" r="2.4" />
      <path d="M16 14.2c2.4-.3 4.2 1.2 4.6 4.3" />
    </svg>
  );
}

export function ClinicianIcon() {
  return (
    <svg {...common}>
      <path d="M6 3v5a4 4 0 0 0 8 0V3" />
      <path d="M10 12v2a5 5 0 0 0 10 0v-2" />
      <circle cx="20" cy="10" r="2" />
    </svg>
  );
}

export function OfficialIcon() {
  return (
    <svg {...common}>
      <path d="M3 21h18M4 10h16M12 3l8 4.5H4L12 3Z" />
      <path d="M6.5 10v8M10 10v8M14 10v8M17.5 10v8" />
    </svg>
  );
}
