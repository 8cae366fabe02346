import type { Ref } from 'react';
import { CoinSideIcon } from './coin-side-icon';
import './fowl-flip.css';

const face = 'absolute inset-0 flex flex-col items-center justify-center rounded-full border-4 text-2xl font-black shadow-inner [backface-visibility:hidden]';

export type CoinState = 'resting' | 'spinning' | 'won' | 'lost';

/**
 * A two-faced coin. Its turn is set from outside (`useCoinSpin`) through `turnRef`, so the
 * spin can start before the server answers and still come to rest on the side it flipped.
 */
export function Coin({ turnRef, state }: { turnRef: Ref<HTMLDivElement>; state: CoinState }) {
  return (
    <div className="ff-coin mx-auto size-36 [perspective:800px] sm:size-44" data-state={state} aria-hidden="true">
      <div ref={turnRef} data-coin className="relative size-full [transform-style:preserve-3d]">
        <div className={`${face} border-amber-300 bg-gradient-to-br from-amber-300 to-amber-600 text-amber-950`}>
          <CoinSideIcon side="heads" className="size-12 sm:size-14" strokeWidth={1.75} />
          <span className="text-sm tracking-widest uppercase">Heads</span>
        </div>
        <div className={`${face} border-slate-300 bg-gradient-to-br from-slate-200 to-slate-500 text-slate-900 [transform:rotateY(180deg)]`}>
          <CoinSideIcon side="tails" className="size-12 sm:size-14" strokeWidth={1.75} />
          <span className="text-sm tracking-widest uppercase">Tails</span>
        </div>
      </div>
    </div>
  );
}
