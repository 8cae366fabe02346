import type { CSSProperties } from 'react';
import { cn } from '../../../lib/cn';
import './defuse.css';

export type BombState = 'idle' | 'lit' | 'defused' | 'exploded';

const EMBERS: Array<[number, number]> = [
  [10, -12],
  [14, 2],
  [-4, -14],
  [6, 12],
];

const captions: Record<BombState, string> = {
  idle: 'A bomb with an unlit fuse',
  lit: 'The fuse is burning',
  defused: 'The bomb is defused',
  exploded: 'The bomb went off',
};

/** The bomb above the wires: its fuse burns while a round runs; it goes out on a win and blows on a loss. */
export function Bomb({ state, className }: { state: BombState; className?: string }) {
  const fuseEnd = { x: 100, y: 16 };
  return (
    <svg viewBox="0 0 140 110" role="img" aria-label={captions[state]} data-bomb={state} className={cn('h-24 w-auto sm:h-28', className)}>
      {state === 'exploded' ? (
        <g className="dw-blast">
          <polygon points="70,2 82,34 116,22 96,50 134,62 96,72 112,104 78,84 62,108 56,80 20,96 40,68 6,54 42,46 26,14 58,32" fill="#f97316" />
          <polygon points="70,22 78,42 100,36 88,54 110,62 88,68 96,88 76,76 64,92 60,74 38,82 50,64 30,56 50,50 42,30 60,40" fill="#ffbb45" />
          <circle cx="70" cy="60" r="12" fill="#fff7d6" />
        </g>
      ) : (
        <>
          <circle cx="60" cy="66" r="36" fill="#1e2633" stroke="#3a4a60" strokeWidth="3" />
          <ellipse cx="47" cy="52" rx="9" ry="6" fill="#ffffff" opacity="0.14" transform="rotate(-30 47 52)" />
          <rect x="70" y="24" width="18" height="14" rx="3" fill="#5b6b80" transform="rotate(35 79 31)" />
          <path d="M84 26 C 90 14, 96 12, 100 16" fill="none" stroke={state === 'lit' ? '#d6b77a' : '#8592a3'} strokeWidth="3" strokeLinecap="round" />
          {state === 'lit' ? (
            <g>
              {EMBERS.map(([dx, dy]) => (
                <circle
                  key={`${dx},${dy}`}
                  className="dw-ember"
                  cx={fuseEnd.x}
                  cy={fuseEnd.y}
                  r="1.6"
                  fill="#ffbb45"
                  style={{ '--dx': `${dx}px`, '--dy': `${dy}px` } as CSSProperties}
                />
              ))}
              <circle className="dw-spark" cx={fuseEnd.x} cy={fuseEnd.y} r="5" fill="#ffbb45" />
              <circle className="dw-spark" cx={fuseEnd.x} cy={fuseEnd.y} r="2.5" fill="#fff7d6" />
            </g>
          ) : null}
          {state === 'defused' ? (
            <g>
              <circle cx="104" cy="82" r="16" fill="#1f9d55" />
              <path d="M96 82 l6 6 l11 -12" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
            </g>
          ) : null}
        </>
      )}
    </svg>
  );
}
