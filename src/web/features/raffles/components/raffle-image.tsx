import { useState } from 'react';
import { Gift } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The raffle's picture, or a gift icon when there is none or it fails to load (spec part 2 §2). */
export function RaffleImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <div className={cn('flex items-center justify-center overflow-hidden bg-gradient-to-br from-surface-3 to-surface-2', className)}>
      {broken ? (
        <Gift role="img" aria-label={alt ? `${alt} (image unavailable)` : 'Image unavailable'} className="size-12 text-accent-text" data-testid="raffle-image-fallback" />
      ) : (
        <img src={src} alt={alt} loading="lazy" onError={() => setFailed(src)} className="size-full object-contain p-3" />
      )}
    </div>
  );
}
