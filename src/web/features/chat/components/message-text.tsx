import { Link } from 'wouter';
import { messageParts } from '../utils/room-messages';

/** A message as text: links to this site clickable, the reader's mentions highlighted, nothing else interpreted. */
export function MessageText({ message, readerName }: { message: string; readerName: string | null }) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <p className="text-sm break-words [overflow-wrap:anywhere] whitespace-pre-wrap text-fg">
      {messageParts(message, origin, readerName).map((part, i) =>
        part.kind === 'link' ? (
          <Link key={i} href={part.href} className="text-accent-text underline underline-offset-2">
            {part.text}
          </Link>
        ) : part.kind === 'mention' ? (
          <mark key={i} data-mention className="rounded bg-accent/25 px-0.5 font-semibold text-fg">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
