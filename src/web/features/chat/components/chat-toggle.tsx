import { MessageSquare } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { setChatOpen, useChatOpen } from '../hooks/chat-open';

/** The header's chat button, from the small breakpoint up (phones open the chat from the menu). */
export function ChatToggle() {
  const open = useChatOpen();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="max-sm:hidden"
      aria-pressed={open}
      aria-label={open ? 'Close chat' : 'Open chat'}
      onClick={() => setChatOpen(!open)}
    >
      <MessageSquare aria-hidden="true" className="size-5" />
    </Button>
  );
}
