import { useId, type SVGProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * The fowl coin: an amber coin stamped with a hen's head. Decorative by default;
 * pass `title` where the icon alone carries meaning.
 */
export function FowlIcon({ className, title, ...props }: SVGProps<SVGSVGElement> & { title?: string }) {
  const gradient = useId();
  return (
    <svg
      viewBox="0 0 24 24"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      className={cn('size-5 shrink-0', className)}
      {...props}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd27a" />
          <stop offset="0.55" stopColor="#f5a524" />
          <stop offset="1" stopColor="#c47a0a" />
        </linearGradient>
      </defs>
      <circle cx="12" cy="12" r="11" fill={`url(#${gradient})`} stroke="#8a5206" strokeWidth="1" />
      <circle cx="12" cy="12" r="8.6" fill="none" stroke="#8a5206" strokeOpacity="0.55" strokeWidth="0.8" />
      {/* comb */}
      <path d="M8.6 8.4c-.2-1.3.6-2.2 1.5-2 .2-1 1.5-1.5 2.3-.6.9-.6 2.1.1 1.9 1.3l-.3 1.3z" fill="#b3261e" />
      {/* head and neck */}
      <path
        d="M8.2 17.6c-.3-2 .1-3.4.4-4.6-.6-1-.6-2.4.1-3.5.9-1.3 2.7-1.8 4.2-1.2 1.2.5 2 1.5 2.2 2.7l.1.6-.2 1c-.3 1.4-1.1 2.6-1.6 4-.2.5-.3 1-.3 1.4z"
        fill="#3a2405"
      />
      {/* beak */}
      <path d="M15.1 10.3l2.9 1-2.9 1.1z" fill="#fff3d6" />
      {/* wattle */}
      <path d="M14.6 12.6c.7.1 1 .9.7 1.6-.3.6-1 .6-1.3 0-.2-.5 0-1.2.6-1.6z" fill="#b3261e" />
      {/* eye */}
      <circle cx="12.7" cy="10.3" r="0.85" fill="#fff3d6" />
    </svg>
  );
}
