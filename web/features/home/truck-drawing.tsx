/** A Maplepost delivery truck facing right; decoration, hidden from screen readers. */
export function TruckDrawing({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 176 84"
      width="176"
      height="84"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="4" width="118" height="58" rx="6" fill="var(--mantine-color-maple-6)" />
      <text x="61" y="39" textAnchor="middle" fill="#fff" fontSize="16" fontWeight="800">
        Maplepost
      </text>
      <path d="M124 20h28l20 22v22a4 4 0 0 1-4 4h-44z" fill="var(--mantine-color-maple-8)" />
      <path d="M130 26h19l14 16h-33z" fill="var(--mantine-color-blue-0)" />
      <rect x="166" y="50" width="6" height="6" rx="1" fill="#ffd43b" />
      <rect x="2" y="60" width="170" height="8" rx="2" fill="var(--mantine-color-gray-8)" />
      <Wheel x={34} />
      <Wheel x={146} />
    </svg>
  );
}

function Wheel({ x }: { x: number }) {
  return (
    <>
      <circle cx={x} cy="70" r="12" fill="var(--mantine-color-gray-9)" />
      <circle cx={x} cy="70" r="5" fill="var(--mantine-color-gray-3)" />
    </>
  );
}
