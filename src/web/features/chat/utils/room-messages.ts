import { SITE_CHAT_HISTORY, type SiteChatHistory, type SiteChatMessage } from '../../../../core/contracts/chat';

/** The room with a new message at the end, once however often it arrives, keeping the latest SITE_CHAT_HISTORY. */
export function withMessage(room: SiteChatHistory, message: SiteChatMessage): SiteChatHistory {
  if (room.messages.some((m) => m.id === message.id)) return room;
  return { ...room, messages: [...room.messages, message].slice(-SITE_CHAT_HISTORY) };
}

export const withoutMessage = (room: SiteChatHistory, id: string): SiteChatHistory => ({ ...room, messages: room.messages.filter((m) => m.id !== id) });

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string } | { kind: 'mention'; text: string };

const URL_OR_MENTION = /(https?:\/\/[^\s<>"']+)|(@[\p{L}\p{N}_.-]{2,32})/gu;

/**
 * A message cut into what it shows: plain text, links (only to this site: `origin`;
 * any other address stays text, so chat cannot send players elsewhere) and mentions
 * of the reader (`@name`, any case), which are highlighted for them.
 */
export function messageParts(body: string, origin: string, readerName: string | null): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (part: TextPart) => {
    const previous = parts.at(-1);
    if (part.kind === 'text' && previous?.kind === 'text') previous.text += part.text;
    else parts.push(part);
  };
  for (const match of body.matchAll(URL_OR_MENTION)) {
    if (match.index > last) push({ kind: 'text', text: body.slice(last, match.index) });
    const [text, url, mention] = match;
    if (url) {
      const href = sameSitePath(url, origin);
      push(href ? { kind: 'link', text, href } : { kind: 'text', text });
    } else if (mention && readerName && mention.slice(1).toLowerCase() === readerName.toLowerCase()) {
      push({ kind: 'mention', text });
    } else push({ kind: 'text', text });
    last = match.index + text.length;
  }
  if (last < body.length) push({ kind: 'text', text: body.slice(last) });
  return parts;
}

/** The path of a URL on this site, or null for any other site (or a URL that does not parse). */
function sameSitePath(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}
