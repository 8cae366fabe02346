import { useId, useState, type FormEvent } from 'react';
import { RefreshCw } from 'lucide-react';
import { CLIENT_SEED_MAX_LENGTH, clientSeedSchema } from '../../../../core/contracts/fairness';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { userFacingMessage } from '../../../lib/api-client';
import { useSeedPair } from '../api/get-seed-pair';
import { useRotateSeeds } from '../api/rotate-seeds';

/** The signed-in player's active pair, a new client seed, and rotation (which reveals the server seed). */
export function SeedManager() {
  const pair = useSeedPair();
  const rotate = useRotateSeeds();
  const [clientSeed, setClientSeed] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const seedId = useId();

  function run(newClientSeed?: string) {
    rotate.mutate(newClientSeed, {
      onSuccess: () => {
        setClientSeed('');
        toast({ title: 'Seeds Rotated', description: 'Your previous server seed is revealed below.', variant: 'success' });
      },
      onError: (error) => toast({ title: 'Could not rotate seeds', description: userFacingMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = clientSeedSchema.safeParse(clientSeed);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Invalid client seed');
      return;
    }
    setFieldError(null);
    run(parsed.data);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your seeds</CardTitle>
        <CardDescription>The pair your next bet will use.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {pair.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : pair.isError ? (
          <p className="text-sm text-fg-muted">Your seeds could not be loaded.</p>
        ) : (
          <dl className="grid gap-2 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-fg-subtle">Server seed (SHA-256 hash)</dt>
              <dd className="font-mono text-xs break-all" data-testid="current-server-seed-hash">
                {pair.data.serverSeedHash}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-fg-subtle">Client seed</dt>
              <dd className="font-mono text-xs break-all">{pair.data.clientSeed}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-fg-subtle">Nonce (bets made with this pair)</dt>
              <dd className="font-mono text-xs">{pair.data.nonce}</dd>
            </div>
          </dl>
        )}

        <form onSubmit={onSubmit} className="grid gap-1.5" noValidate>
          <Label htmlFor={seedId}>New client seed</Label>
          <div className="flex gap-2">
            <Input
              id={seedId}
              value={clientSeed}
              maxLength={CLIENT_SEED_MAX_LENGTH}
              placeholder="letters, digits, - and _"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${seedId}-hint`}
              onChange={(e) => setClientSeed(e.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={rotate.isPending}>
              Set
            </Button>
          </div>
          <p id={`${seedId}-hint`} className={fieldError ? 'text-xs text-danger-text' : 'text-xs text-fg-subtle'}>
            {fieldError ?? 'Setting a client seed starts a new pair and reveals the current server seed.'}
          </p>
        </form>

        <Button variant="outline" onClick={() => run()} loading={rotate.isPending}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Rotate Seeds
        </Button>
      </CardContent>
    </Card>
  );
}
