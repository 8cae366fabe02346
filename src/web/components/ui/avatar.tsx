import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

/** A Steam avatar with the first letter of the name while (or if) the image fails to load. */
export function Avatar({ src, name, className }: { src: string | null | undefined; name: string; className?: string }) {
  return (
    <AvatarPrimitive.Root className={cn('relative inline-flex size-9 shrink-0 overflow-hidden rounded-full border border-line-strong bg-surface-3', className)}>
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback delayMs={300} className="flex size-full items-center justify-center text-sm font-bold text-fg-muted uppercase">
        {name.trim().charAt(0) || '?'}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
