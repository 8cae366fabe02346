import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Ticket } from 'lucide-react';
import type { User } from '../../../../core/contracts/accounts';
import type { RaffleDetail, UserEntries } from '../../../../core/contracts/raffles';
import { formatFowls } from '../../../../core/money';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { FowlAmount } from '../../../components/fowl-amount';
import { playSound } from '../../../lib/sounds';
import { playRefusal } from '../../../lib/play-refusal';
import { useEnterRaffle } from '../api/enter-raffle';
import { validateEntryAmount } from '../utils/entry-amount';
import { ENTRY_FAILED_TITLE, entryErrorToast, TRADE_URL_REDIRECT, TRADE_URL_REDIRECT_DELAY_MS } from '../utils/entry-error';
import { SignedOutCallout } from './signed-out-callout';

interface EntryFormProps {
  raffle: RaffleDetail;
  user: User | null;
  userEntries: UserEntries | undefined;
}

export function EntryForm({ raffle, user, userEntries }: EntryFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [, navigate] = useLocation();
  const [amount, setAmount] = useState(String(raffle.minEntry));
  const [error, setError] = useState<string | null>(null);
  const enter = useEnterRaffle();
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  if (!user) {
    return <SignedOutCallout text="Sign in with Steam to enter this raffle." />;
  }

  const myEntry = raffle.entriesWithUsers.find((e) => e.userId === user.id);
  const trialUsed = !user.isSubscribed && !myEntry && (userEntries?.totalEntries ?? 0) >= 1;
  const blocked = Boolean(myEntry) || trialUsed || user.isSpectator;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked || enter.isPending) return;
    const problem = validateEntryAmount(amount, raffle.minEntry, user.fowlBalance);
    setError(problem);
    if (problem) {
      playSound('error', 0.3);
      return;
    }
    enter.mutate(
      { raffleId: raffle.id, userId: user.id, entryAmount: Number(amount) },
      {
        onSuccess: (result) => {
          playSound('coin', 0.4);
          toast({
            title: 'Entry Successful',
            description: `You entered ${raffle.name} with ${formatFowls(result.entry.entryAmount)} fowls. Good luck!`,
            variant: 'success',
          });
        },
        onError: (e) => {
          playSound('error', 0.3);
          const mapped = entryErrorToast(e);
          // The player's own limits refused it: a refusal, with its reason and end, not "Entry Failed".
          toast(playRefusal(e) ?? { title: ENTRY_FAILED_TITLE, description: mapped.description, variant: 'destructive' });
          if (mapped.redirectToSettings) {
            redirect.current = setTimeout(() => navigate(TRADE_URL_REDIRECT), TRADE_URL_REDIRECT_DELAY_MS);
          }
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Ticket aria-hidden="true" className="size-5 text-accent-text" />
          Enter Raffle
        </CardTitle>
        <CardDescription>
          Minimum entry <FowlAmount amount={raffle.minEntry} className="text-fg" iconClassName="size-4" />. Your balance{' '}
          <FowlAmount amount={user.fowlBalance} className="text-fg" iconClassName="size-4" />.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          <Label htmlFor={inputId}>Entry amount (fowls)</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={raffle.minEntry}
              step={1}
              value={myEntry ? String(myEntry.entryAmount) : amount}
              onChange={(e) => {
                setAmount(e.target.value);
                setError(null);
              }}
              disabled={blocked}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <Button type="submit" disabled={blocked} loading={enter.isPending} className="sm:w-40">
              {myEntry ? 'Already Entered' : 'Enter Raffle'}
            </Button>
          </div>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-danger-text">
              {error}
            </p>
          ) : null}
          {user.isSpectator ? <p className="text-sm text-fg-muted">Spectators can only watch.</p> : null}
          {trialUsed ? (
            <p className="text-sm text-fg-muted">
              Free trial members can enter 1 raffle.{' '}
              <Link href="/subscriptions" className="font-medium text-accent-text underline-offset-2 hover:underline">
                Upgrade to Premium
              </Link>{' '}
              for unlimited raffle entries.
            </p>
          ) : null}
          {!user.tradeOfferUrl && !blocked ? (
            <p className="text-sm text-fg-muted">
              You need a Steam trade offer URL to receive prizes.{' '}
              <Link href={TRADE_URL_REDIRECT} className={buttonClass('ghost', 'sm', 'h-auto px-1 text-accent-text')}>
                Add it in settings
              </Link>
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
