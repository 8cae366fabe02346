import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

export function PlanFeatureList({ features, className, label }: { features: readonly string[]; className?: string; label: string }) {
  return (
    <ul aria-label={label} className={cn('grid gap-2 text-sm', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-text" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
