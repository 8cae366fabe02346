import { FLIP_ANIMATION_MS, type CoinSide } from '../../../../core/games/fowl-flip';

const face = 'absolute inset-0 flex flex-col items-center justify-center rounded-full border-4 text-2xl font-black shadow-inner [backface-visibility:hidden]';

/**
 * The coin turns by whole turns and lands on the side the server flipped: `turns`
 * grows with each flip so the rotation always moves forward for 2 s.
 */
export function Coin({ side, turns }: { side: CoinSide; turns: number }) {
  const degrees = turns * 360 + (side === 'tails' ? 180 : 0);
  return (
    <div className="mx-auto size-36 [perspective:800px] sm:size-44" aria-hidden="true">
      <div
        className="relative size-full [transform-style:preserve-3d]"
        style={{ transform: `rotateY(${degrees}deg)`, transition: `transform ${FLIP_ANIMATION_MS}ms cubic-bezier(0.2, 0.7, 0.2, 1)` }}
      >
        <div className={`${face} border-amber-300 bg-gradient-to-br from-amber-300 to-amber-600 text-amber-950`}>
          <span className="text-5xl">🐔</span>
          <span className="text-sm tracking-widest uppercase">Heads</span>
        </div>
        <div className={`${face} border-slate-300 bg-gradient-to-br from-slate-200 to-slate-500 text-slate-900 [transform:rotateY(180deg)]`}>
          <span className="text-5xl">🥚</span>
          <span className="text-sm tracking-widest uppercase">Tails</span>
        </div>
      </div>
    </div>
  );
}
