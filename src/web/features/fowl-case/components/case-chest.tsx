import { cn } from '../../../lib/cn';

/** The chest: it shakes while the opening starts and its lid swings up at 1 s. */
export function CaseChest({ open, shaking }: { open: boolean; shaking: boolean }) {
  return (
    <div className={cn('mx-auto w-40 sm:w-48', shaking && 'motion-safe:animate-bounce')} aria-hidden="true">
      <svg viewBox="0 0 120 100" className="w-full drop-shadow-[0_10px_24px_rgba(245,165,36,0.25)]">
        {/* glow inside, seen once the lid is up */}
        <ellipse cx="60" cy="46" rx="44" ry="10" fill="#ffd27a" opacity={open ? 0.85 : 0} className="transition-opacity duration-500" />
        {/* body */}
        <rect x="14" y="44" width="92" height="50" rx="6" fill="#7a4a12" stroke="#3a2405" strokeWidth="3" />
        <rect x="14" y="60" width="92" height="8" fill="#f5a524" stroke="#3a2405" strokeWidth="2" />
        <rect x="52" y="56" width="16" height="18" rx="3" fill="#ffd27a" stroke="#3a2405" strokeWidth="2" />
        {/* lid, hinged at its back edge */}
        <g
          style={{ transformOrigin: '60px 44px', transformBox: 'view-box', transform: open ? 'translateY(-14px) rotate(-8deg)' : 'none' }}
          className="transition-transform duration-700 ease-out"
        >
          <path d="M14 44 V30 Q60 6 106 30 V44 Z" fill="#8f5616" stroke="#3a2405" strokeWidth="3" />
          <path d="M14 38 Q60 16 106 38" fill="none" stroke="#f5a524" strokeWidth="5" />
        </g>
      </svg>
    </div>
  );
}
