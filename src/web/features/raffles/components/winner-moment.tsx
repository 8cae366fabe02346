import { Crown } from 'lucide-react';
import type { RaffleDetail } from '../../../../core/contracts/raffles';
import { Avatar } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { winnerShareText } from '../utils/winner-share';
import { PrizeRarity, rarityStyle } from './prize-rarity';
import { RaffleImage } from './raffle-image';
import './winner-moment.css';

const SIZES = {
  page: {
    box: 'gap-3 p-4 sm:p-5',
    avatar: 'size-16 sm:size-20',
    name: 'text-2xl sm:text-3xl',
    prize: 'size-20 sm:size-24',
    prizeName: 'text-base',
    share: 'text-sm',
  },
  stage: {
    box: 'gap-3 p-5 2xl:gap-5 2xl:p-8',
    avatar: 'size-20 2xl:size-28',
    name: 'text-3xl xl:text-4xl 2xl:text-6xl',
    prize: 'size-24 xl:size-28 2xl:size-40',
    prizeName: 'text-base xl:text-lg 2xl:text-2xl',
    share: 'text-sm xl:text-base 2xl:text-xl',
  },
} as const;

export interface WinnerMomentProps {
  /** The raffle as the page may show it: render this only once its wheel has stopped. */
  raffle: RaffleDetail;
  size?: keyof typeof SIZES;
  /** The box's test id; the winner's name gets `${testId}-name`. */
  testId?: string;
  className?: string;
}

/**
 * The moment the wheel stops: who won, the prize, and the share of the tickets they
 * won with. Shown only after the stop (the page's confetti and fanfare go with it);
 * under reduced motion it simply appears.
 */
export function WinnerMoment({ raffle, size = 'page', testId = 'winner-moment', className }: WinnerMomentProps) {
  const winner = raffle.winner;
  const share = winnerShareText(raffle);
  if (!winner || !share) return null;
  const s = SIZES[size];
  const prize = raffle.itemName ?? raffle.name;
  const rarity = raffle.prizeRarity ?? null;

  return (
    <div
      data-testid={testId}
      className={cn(
        'winner-moment relative grid justify-items-center overflow-hidden rounded-xl border border-accent/60 bg-accent/10 text-center',
        s.box,
        className,
      )}
    >
      <span aria-hidden="true" className="winner-moment-shine" />
      <p className="flex items-center gap-2 text-sm font-bold tracking-widest text-accent-text uppercase 2xl:text-lg">
        <Crown aria-hidden="true" className="size-5 2xl:size-7" />
        Winner
      </p>
      <div className="flex max-w-full min-w-0 flex-wrap items-center justify-center gap-x-5 gap-y-3">
        <div className="grid min-w-0 justify-items-center gap-2">
          <Avatar src={winner.avatar} name={winner.username} className={cn('winner-moment-avatar border-2 border-accent', s.avatar)} />
          <p className={cn('max-w-full truncate font-bold text-fg', s.name)} data-testid={`${testId}-name`}>
            {winner.username}
          </p>
        </div>
        <div className="grid min-w-0 justify-items-center gap-1" style={rarityStyle(rarity)}>
          {/* The prize framed and lit in its grade's colour, as the skin sites show a drop. */}
          <div className={cn('winner-moment-prize overflow-hidden rounded-xl border-2 border-[var(--rarity)] shadow-[0_0_28px_-6px_var(--rarity)]', s.prize)}>
            <RaffleImage src={raffle.imageUrl ?? raffle.itemImageUrl} alt={prize} className="size-full" />
          </div>
          <p className={cn('max-w-[16rem] font-semibold text-fg', s.prizeName)} data-testid={`${testId}-prize`}>
            {prize}
          </p>
          <PrizeRarity rarity={rarity} className="2xl:text-base" />
        </div>
      </div>
      <p
        className={cn('rounded-full border border-accent/50 bg-canvas/60 px-3 py-1 font-semibold text-accent-text tabular-nums', s.share)}
        data-testid={`${testId}-share`}
      >
        {share}
      </p>
    </div>
  );
}
