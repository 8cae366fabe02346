import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { Ticket } from 'lucide-react';
import type { RaffleDetail } from '../../../../core/contracts/raffles';
import { isAwaitingDraw, publishedDrawOf } from '../../../../core/raffles';
import { BeaconRecord, DrawVerificationResult, SeedAloneNotice, verifyPublishedDraw, WhyNoOneChoosesLink } from '../../../components/draw-verification';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { raffleDetailQueryOptions } from '../../../lib/raffle-detail';

function notDrawnText(raffle: RaffleDetail): string {
  if (isAwaitingDraw(raffle)) {
    return `${raffle.name} has not been drawn yet: its entries are closed${raffle.beacon ? ` and it waits for beacon round ${raffle.beacon.round}` : ''}.`;
  }
  if (raffle.status === 'ended') return `${raffle.name} has not been drawn: it ended without entries.`;
  return `${raffle.name} has not been drawn yet. Its seed is revealed once the winner is drawn${raffle.beacon ? `, with beacon round ${raffle.beacon.round}` : ''}.`;
}

/**
 * Verifies any raffle's draw from its public record. A raffle page links here with
 * `?raffle={id}`, so a streamer or a player can share one link that checks the draw.
 */
export function RaffleDrawVerifier() {
  const inputId = useId();
  const fromLink = new URLSearchParams(useSearch()).get('raffle')?.trim() ?? '';
  const [typed, setTyped] = useState(fromLink);
  const [raffleId, setRaffleId] = useState(fromLink);
  const card = useRef<HTMLDivElement>(null);
  // Arriving by a raffle's verification link: this card is what the visitor came for.
  useEffect(() => {
    if (fromLink) card.current?.scrollIntoView({ block: 'start' });
  }, [fromLink]);
  const raffle = useQuery({ ...raffleDetailQueryOptions(raffleId), enabled: raffleId !== '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRaffleId(typed.trim());
  };

  const draw = raffle.data ? publishedDrawOf(raffle.data) : null;
  // The BLS check loads its code on first use; it runs here, in the browser.
  const verification = useQuery({
    queryKey: queryKeys.fairness.raffleVerification(raffleId, raffle.data?.drawnAt ?? null),
    queryFn: () => verifyPublishedDraw(draw!),
    enabled: draw !== null,
  });
  return (
    <Card ref={card} className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Ticket aria-hidden="true" className="size-5 text-accent-text" />
          Verify a raffle draw
        </CardTitle>
        <CardDescription>
          Fetches the raffle’s published seed, entries digest, beacon round and winning ticket, checks the round’s BLS signature against the drand chain’s
          public key, and recomputes the winner here.
        </CardDescription>
        <WhyNoOneChoosesLink />
      </CardHeader>
      <CardContent className="grid gap-3">
        <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={inputId}>Raffle ID</Label>
            <Input id={inputId} value={typed} maxLength={64} spellCheck={false} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
          </div>
          <Button type="submit" variant="outline" disabled={typed.trim() === ''}>
            Verify draw
          </Button>
        </form>
        {raffleId === '' ? null : raffle.isPending ? (
          <Skeleton className="h-24 w-full" aria-label="Loading the raffle" />
        ) : raffle.isError ? (
          <p role="alert" className="text-sm text-danger-text">
            {isApiError(raffle.error) && (raffle.error.status === 404 || raffle.error.status === 400)
              ? 'No raffle has this ID.'
              : 'Could not load the raffle. Please try again.'}
          </p>
        ) : draw ? (
          <div className="grid gap-2">
            <p className="text-sm text-fg-muted">
              {raffle.data.name}: {raffle.data.entriesWithUsers.length} entries, winning ticket {draw.winningTicket} of {raffle.data.totalPool}.
            </p>
            {draw.beaconFallback ? <SeedAloneNotice raffle={raffle.data} /> : null}
            <dl className="grid gap-2">
              <BeaconRecord raffle={raffle.data} />
            </dl>
            {verification.data ? (
              <DrawVerificationResult result={verification.data} winnerName={raffle.data.winner?.username ?? 'The winner'} />
            ) : verification.isError ? (
              <p role="alert" className="text-sm text-danger-text">
                The verifier could not be loaded. Please try again.
              </p>
            ) : (
              <Skeleton className="h-24 w-full" aria-label="Verifying the draw" />
            )}
          </div>
        ) : (
          <p role="status" className="text-sm text-fg-muted">
            {notDrawnText(raffle.data)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
