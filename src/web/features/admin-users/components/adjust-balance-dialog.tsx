import { useId, useState, type FormEvent } from 'react';
import { Minus, Plus, Wallet } from 'lucide-react';
import { ADJUSTMENT_REASON_MAX_LENGTH, BALANCE_FAILED, FILL_IN_ALL_FIELDS } from '../../../../core/contracts/admin-users';
import { FowlAmount } from '../../../components/fowl-amount';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { isAdminSessionExpired, userFacingMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useAdjustBalance } from '../api/adjust-balance';

type Action = 'add' | 'subtract';

export function AdjustBalanceDialog({ user }: { user: { id: string; username: string; fowlBalance: number } }) {
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<Action>('add');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const adjust = useAdjustBalance();
  const amountId = useId();
  const reasonId = useId();
  const problemId = useId();

  const amount = Number(amountText);
  const validAmount = amountText !== '' && Number.isInteger(amount) && amount >= 1;
  const signed = action === 'add' ? amount : -amount;
  const preview = validAmount ? user.fowlBalance + signed : null;

  const reset = () => {
    setAction('add');
    setAmountText('');
    setReason('');
    setProblem(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (amountText === '' || amount === 0 || reason.trim() === '') {
      setProblem(FILL_IN_ALL_FIELDS);
      toast({ title: 'Error', description: FILL_IN_ALL_FIELDS, variant: 'destructive' });
      return;
    }
    if (!validAmount) {
      setProblem('Amount must be a whole number of at least 1.');
      return;
    }
    if (preview !== null && preview < 0) {
      setProblem(`Insufficient fowls. The balance is ${user.fowlBalance}.`);
      return;
    }
    setProblem(null);
    adjust.mutate(
      { userId: user.id, amount: signed, reason: reason.trim() },
      {
        onSuccess: ({ fowlBalance }) => {
          toast({ title: 'Balance Updated', description: `${user.username} now has ${fowlBalance.toLocaleString()} fowls.` });
          setOpen(false);
          reset();
        },
        onError: (error) => {
          if (isAdminSessionExpired(error)) return;
          const message = userFacingMessage(error, BALANCE_FAILED);
          setProblem(message);
          toast({ title: 'Error', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Adjust balance of ${user.username}`}>
          <Wallet aria-hidden="true" className="size-4" />
          Adjust Balance
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Adjust Balance</DialogTitle>
            <DialogDescription>
              {user.username} has <FowlAmount amount={user.fowlBalance} />. The reason is kept in the ledger and the audit log.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium text-fg">Action</legend>
            <div className="grid grid-cols-2 gap-2">
              {(['add', 'subtract'] as const).map((a) => (
                <Button key={a} type="button" variant={action === a ? 'primary' : 'outline'} aria-pressed={action === a} onClick={() => setAction(a)}>
                  {a === 'add' ? <Plus aria-hidden="true" className="size-4" /> : <Minus aria-hidden="true" className="size-4" />}
                  {a === 'add' ? 'Add' : 'Subtract'}
                </Button>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={amountId}>Amount</Label>
            <Input
              id={amountId}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
              aria-describedby={problem ? problemId : undefined}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>Reason</Label>
            <Input
              id={reasonId}
              value={reason}
              maxLength={ADJUSTMENT_REASON_MAX_LENGTH}
              placeholder="Why is the balance changing?"
              onChange={(e) => setReason(e.target.value)}
              aria-describedby={problem ? problemId : undefined}
            />
          </div>
          <p className="text-sm text-fg-muted" aria-live="polite">
            New balance: {preview === null ? '—' : <FowlAmount amount={preview} className={cn(preview < 0 && 'text-danger-text')} />}
          </p>
          {problem && (
            <p id={problemId} role="alert" className="text-sm text-danger-text">
              {problem}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" loading={adjust.isPending}>
              {action === 'add' ? 'Add Fowls' : 'Subtract Fowls'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
