import type { QueryClient } from '@tanstack/react-query';
import type { FirstScreenInput } from '../../core/first-screen';
import { queryKeys } from '../lib/query-keys';

// A signed-out visitor's page comes rendered by the server (entry-server.tsx) with the
// answers it was rendered from beside it; the browser starts from the same answers, so
// it takes the page over as sent instead of asking for them again.

export type FirstScreenData = Omit<FirstScreenInput, 'url'>;

const DATA_ELEMENT_ID = 'first-screen-data';

/** Puts the answers of a rendered page where the screens read them: the visitor is signed out. */
export function seedFirstScreen(queryClient: QueryClient, data: FirstScreenData): void {
  const options = { updatedAt: data.renderedAt };
  queryClient.setQueryData(queryKeys.accounts.currentUser, null, options);
  queryClient.setQueryData(queryKeys.platform, data.platform, options);
  if (data.raffles) queryClient.setQueryData(queryKeys.raffles.active, data.raffles.raffles, options);
  if (data.feed) queryClient.setQueryData(queryKeys.feed, data.feed, options);
}

/**
 * The data as a JSON block, which the browser does not run (so the page's script policy
 * allows it); every `<` is escaped, so no text in it (a raffle title with `</script>`)
 * can end the element early.
 */
export function firstScreenDataElement(data: FirstScreenData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${DATA_ELEMENT_ID}">${json}</script>`;
}

/** The data of the page the server rendered, or null when it sent the plain page. */
export function readFirstScreen(): FirstScreenData | null {
  const element = document.getElementById(DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as FirstScreenData) : null;
}
