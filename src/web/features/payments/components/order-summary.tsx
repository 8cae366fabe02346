import { Check, ShoppingCart } from 'lucide-react';
import { formatUsd, PREMIUM_FEATURES, PREMIUM_MONTHLY } from '../../../../core/premium';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** The one plan that can be bought, priced (spec part 1 §2 Checkout). */
export function OrderSummary() {
  const price = formatUsd(PREMIUM_MONTHLY.priceCents);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShoppingCart aria-hidden="true" className="size-5 text-accent-text" />
          Order summary
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-fg-muted">Plan</dt>
            <dd className="font-medium">{PREMIUM_MONTHLY.name}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-fg-muted">Duration</dt>
            <dd className="font-medium">{PREMIUM_MONTHLY.durationDays} days</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-fg-muted">Renewal</dt>
            <dd className="text-right font-medium">Manual, no auto-renew</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-3 text-base">
            <dt className="font-semibold">Total</dt>
            <dd className="font-bold">
              {price} <span className="text-sm font-normal text-fg-muted">{PREMIUM_MONTHLY.currency}</span>
            </dd>
          </div>
        </dl>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Included</h3>
          <ul className="grid gap-1.5 text-sm text-fg-muted sm:grid-cols-2" aria-label="Premium Monthly includes">
            {PREMIUM_FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-text" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
