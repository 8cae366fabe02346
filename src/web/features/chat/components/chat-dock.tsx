import { lazy, Suspense, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useChatOpen } from '../hooks/chat-open';

// The panel's code loads the first time a player opens the chat, not with the first screen.
const ChatPanel = lazy(async () => ({ default: (await import('./chat-panel')).ChatPanel }));

/** The page beside the chat: from the small breakpoint up the open panel takes the right edge, and the page makes room for it. */
export function ChatDock({ children }: { children: ReactNode }) {
  const open = useChatOpen();
  return (
    <>
      <div className={cn('flex flex-1 flex-col', open && 'sm:pr-80')}>{children}</div>
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      ) : null}
    </>
  );
}
