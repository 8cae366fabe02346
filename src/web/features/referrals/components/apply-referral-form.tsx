import { useId, useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { parseReferralCode, referralCodeInput } from '../../../../core/referrals';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { playSound } from '../../../lib/sounds';
import { useApplyReferralCode } from '../api/apply-referral-code';
import { applyErrorMessage } from '../utils/apply-error';
import { REFERRAL_APPLIED_TEXT, REFERRAL_REWARD_TEXT } from '../utils/reward-text';

export function CodeApplied() {
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 px-3 py-3 text-sm">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-text" />
      <span>
        <span className="block font-semibold text-success-text">Code applied!</span>
        <span className="text-fg-muted">You&apos;ll get {REFERRAL_REWARD_TEXT} when you upgrade to Premium.</span>
      </span>
    </p>
  );
}

/** A free-trial player enters a friend's code: uppercased as typed, at most 20 characters. */
export function ApplyReferralForm({ steamId, onApplied }: { steamId: string; onApplied: () => void }) {
  const inputId = useId();
  const helpId = useId();
  const [value, setValue] = useState('');
  const apply = useApplyReferralCode();
  const empty = value.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || apply.isPending) return;
    const parsed = parseReferralCode(value);
    if (!parsed.ok) {
      toast({ title: 'Error', description: parsed.message, variant: 'destructive' });
      return;
    }
    apply.mutate(
      { steamId, referralCode: parsed.code },
      {
        onSuccess: () => {
          playSound('success');
          toast({ title: 'Success!', description: REFERRAL_APPLIED_TEXT, variant: 'success' });
          onApplied();
        },
        onError: (error) => {
          playSound('error');
          toast({ title: 'Error', description: applyErrorMessage(error), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-2" noValidate>
      <Label htmlFor={inputId}>Referral code</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={value}
          // No maxLength: the browser would cut a pasted code, leading spaces included, before it is trimmed.
          onChange={(e) => setValue(referralCodeInput(e.target.value))}
          placeholder="CSF-USERNAME-ABC123"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={helpId}
          className="font-mono uppercase"
        />
        <Button type="submit" disabled={empty || apply.isPending} loading={apply.isPending}>
          {apply.isPending ? 'Applying...' : 'Apply Code'}
        </Button>
      </div>
      <p id={helpId} className="text-xs text-fg-muted">
        Got a code from a Premium friend? Apply it during your free trial: you both get {REFERRAL_REWARD_TEXT} when you upgrade.
      </p>
    </form>
  );
}
