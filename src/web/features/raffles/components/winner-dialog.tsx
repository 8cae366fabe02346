import { PartyPopper, Trophy } from 'lucide-react';
import type { RaffleDetail } from '../../../../core/contracts/raffles';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { winnerShareText } from '../utils/winner-share';
import { RaffleImage } from './raffle-image';

export function WinnerDialog({
  raffle,
  viewerId,
  open,
  onOpenChange,
}: {
  raffle: RaffleDetail;
  viewerId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const winner = raffle.winner;
  if (!winner) return null;
  const isYou = winner.id === viewerId;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="text-center">
        <DialogHeader className="items-center">
          <span className="flex size-14 items-center justify-center rounded-full border border-accent/50 bg-accent/10">
            {isYou ? <PartyPopper aria-hidden="true" className="size-7 text-accent-text" /> : <Trophy aria-hidden="true" className="size-7 text-accent-text" />}
          </span>
          <DialogTitle>{isYou ? 'You won!' : 'We have a winner!'}</DialogTitle>
          <DialogDescription>
            {isYou
              ? `Congratulations! ${raffle.itemName ?? 'Your prize'} is on its way to you as a Steam trade offer.`
              : `${winner.username} won ${raffle.itemName ?? raffle.name}.`}
          </DialogDescription>
        </DialogHeader>
        <div className="grid justify-items-center gap-2">
          <Avatar src={winner.avatar} name={winner.username} className="size-20 border-2 border-accent" />
          <p className="text-lg font-bold" data-testid="winner-name">
            {winner.username}
          </p>
          <p className="text-sm font-semibold text-accent-text tabular-nums">{winnerShareText(raffle)}</p>
        </div>
        <div className="flex items-center justify-center gap-3 rounded-lg border border-line bg-surface-2 p-3 text-left">
          <RaffleImage src={raffle.imageUrl ?? raffle.itemImageUrl} alt="" className="size-14 shrink-0 rounded-md" />
          <p className="min-w-0 font-semibold">{raffle.itemName ?? raffle.name}</p>
        </div>
        <DialogFooter className="sm:justify-center">
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
