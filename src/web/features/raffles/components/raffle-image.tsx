import { useState } from 'react';
import { Gift } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface RaffleImageProps {
  src: string | null;
  alt: string;
  className?: string;
  /** The first picture of a screen loads at once; every other one waits until it is near the viewport. */
  priority?: boolean;
  /** The picture's intrinsic size, so the browser reserves its box before it arrives (the frame's aspect ratio decides the shown size). */
  width?: number;
  height?: number;
}

/** The raffle's picture, or a gift icon when there is none or it fails to load (spec part 2 §2). */
export function RaffleImage({ src, alt, className, priority = false, width = 320, height = 200 }: RaffleImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <div className={cn('flex items-center justify-center overflow-hidden bg-gradient-to-br from-surface-3 to-surface-2', className)}>
      {broken ? (
        <Gift
          role="img"
          aria-label={alt ? `${alt} (image unavailable)` : 'Image unavailable'}
          className="size-12 text-accent-text"
          data-testid="raffle-image-fallback"
        />
      ) : (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onError={() => setFailed(src)}
          // A page the server rendered may have failed to load the picture before its script ran, when no onError was listening yet.
          ref={(img) => {
            if (img?.complete && img.naturalWidth === 0) img.decode().catch(() => setFailed(src));
          }}
          className="size-full object-contain p-3"
        />
      )}
    </div>
  );
}
