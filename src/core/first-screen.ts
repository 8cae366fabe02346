import type { PlatformInfo } from './contracts/accounts';
import type { FeedEvent } from './contracts/feed';
import type { Raffle } from './contracts/raffles';

// The server renders a signed-out visitor's first screen with the web app's own code,
// built apart (the web app's server entry) and loaded by path: the two sides share only
// these shapes, so neither imports the other's source.

/** The screens whose data comes in the page itself: a visitor's front page and the raffle list. */
export const FIRST_SCREEN_DATA_PATHS: readonly string[] = ['/', '/raffles'];

/** What the server hands the renderer: the answers as the API would send them, and the time they are shown at. */
export interface FirstScreenInput {
  /** The path and query of the page, e.g. "/raffles?x=1". */
  url: string;
  /** When the page is rendered (ms since the epoch): its clocks and "ago" labels count from here until the page has loaded. */
  renderedAt: number;
  platform: PlatformInfo;
  /** GET /api/raffles and GET /api/feed, for the screens that show them. */
  raffles?: { raffles: Raffle[] };
  feed?: { events: FeedEvent[] };
}

export interface FirstScreenOutput {
  /** The markup inside the page's root element. */
  html: string;
  /** A `<script type="application/json">` element carrying the same data, for the browser to start from. */
  data: string;
}

/** The built server entry of the web app (dist/web-ssr). */
export interface FirstScreenRenderer {
  render(input: FirstScreenInput): FirstScreenOutput;
}
