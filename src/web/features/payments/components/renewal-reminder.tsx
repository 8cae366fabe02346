import { Link } from 'wouter';
import { AlarmClock } from 'lucide-react';
import { PREMIUM_MONTHLY, timeRemainingText } from '../../../../core/premium';
import { buttonClass } from '../../../components/ui/button';

/** Shown when 7 or fewer days of Premium remain (spec part 1 §9). */
export function RenewalReminder({ expiresAt, now }: { expiresAt: Date; now: Date }) {
  return (
    <section
      aria-labelledby="renewal-reminder-title"
      className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-3 rounded-xl border border-amber-400/50 bg-amber-400/10 p-4 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center sm:gap-x-4 sm:p-5"
    >
      <AlarmClock aria-hidden="true" className="size-6 text-amber-200" />
      <div className="grid gap-1">
        <h2 id="renewal-reminder-title" className="font-semibold text-amber-100">
          Your Premium expires soon: {timeRemainingText(expiresAt, now).toLowerCase()}
        </h2>
        <p className="text-sm text-fg">
          Premium does not renew automatically. Renew now to keep your benefits; the new {PREMIUM_MONTHLY.durationDays} days start from your current expiry.
        </p>
      </div>
      <Link href={`/checkout?plan=${PREMIUM_MONTHLY.id}`} className={buttonClass('primary', 'md', 'col-span-2 sm:col-span-1')}>
        Renew Now
      </Link>
    </section>
  );
}
