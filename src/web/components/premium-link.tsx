import { Link } from 'wouter';
import { Crown, Sparkles } from 'lucide-react';
import { needsRenewalReminder, timeRemainingText } from '../../core/premium';
import { buttonClass, type ButtonSize } from './ui/button';
import { cn } from '../lib/cn';

interface PremiumLinkProps {
  user: { isSubscribed: boolean; subscriptionExpiresAt: string | null };
  size?: ButtonSize;
  className?: string;
}

/**
 * The way to Premium from the shell: free-trial players get the upgrade, members
 * reach their subscription (and its renewal reminder), with the time left shown
 * once a renewal is due.
 */
export function PremiumLink({ user, size = 'md', className }: PremiumLinkProps) {
  if (!user.isSubscribed) {
    return (
      <Link href="/subscriptions" className={buttonClass('primary', size, className)}>
        <Sparkles aria-hidden="true" className="size-4" />
        Upgrade to Premium
      </Link>
    );
  }
  const expiresAt = user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt) : null;
  const now = new Date();
  const due = expiresAt !== null && needsRenewalReminder(expiresAt, now);
  return (
    // With the time left it can be wider than a phone's card: it wraps onto a second line instead of overflowing.
    <Link
      href="/subscription-management"
      className={buttonClass(
        due ? 'primary' : 'outline',
        size,
        cn('max-w-full flex-wrap', due && 'h-auto! min-h-8 shrink! py-1 whitespace-normal!', className),
      )}
    >
      <Crown aria-hidden="true" className="size-4" />
      Manage Subscription
      {due ? <span className="text-xs font-normal">({timeRemainingText(expiresAt, now)})</span> : null}
    </Link>
  );
}
