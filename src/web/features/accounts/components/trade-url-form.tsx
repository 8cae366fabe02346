import { useId, useState, type FormEvent } from 'react';
import { ExternalLink } from 'lucide-react';
import { checkTradeUrlShape, TRADE_URL_MAX_LENGTH } from '../../../../core/trade-url';
import { userFacingMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useSaveTradeUrl } from '../api/save-trade-url';

const STEAM_TRADE_URL_HELP = 'https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url';

/**
 * The one trade-URL form, used in the header's account panel and on the
 * dashboard's settings tab. Checks the shape in the browser first, the server
 * then checks the URL belongs to the signed-in account.
 */
export function TradeUrlForm({ currentUrl, compact = false, className }: { currentUrl: string | null; compact?: boolean; className?: string }) {
  const inputId = useId();
  const helpId = useId();
  const [value, setValue] = useState(currentUrl ?? '');
  const save = useSaveTradeUrl();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const check = checkTradeUrlShape(value);
    if (!check.ok) {
      toast({ title: check.title, description: check.message, variant: 'destructive' });
      return;
    }
    save.mutate(check.url, {
      onSuccess: (saved) => {
        setValue(saved);
        toast({ title: 'Trade URL Updated', description: 'Your Steam trade offer URL has been saved successfully.', variant: 'success' });
      },
      onError: (error) => {
        toast({
          title: 'Update Failed',
          description: userFacingMessage(error, 'Failed to update your trade URL. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} className={cn('grid gap-2', className)} noValidate>
      <Label htmlFor={inputId}>Steam Trade URL</Label>
      <div className={cn('flex gap-2', compact ? 'flex-col' : 'flex-col sm:flex-row')}>
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={TRADE_URL_MAX_LENGTH}
          placeholder="https://steamcommunity.com/tradeoffer/new/?partner=…&token=…"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-describedby={helpId}
        />
        <Button type="submit" disabled={!value.trim() || save.isPending} className={compact ? 'w-full' : undefined}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      <p id={helpId} className="text-xs text-fg-muted">
        Needed to receive raffle prizes.{' '}
        <a
          href={STEAM_TRADE_URL_HELP}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-accent-text underline-offset-2 hover:underline"
        >
          Find your trade URL
          <ExternalLink aria-hidden="true" className="size-3" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </form>
  );
}
