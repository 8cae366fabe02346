// The live wins feed's fixed words and sizes (decision 0032), apart from its schemas in
// contracts/feed.ts so that screens showing the feed need not load the validation library.

/** How many recent events the feed lists. */
export const FEED_SIZE = 20;

/** What the ticker says in place of a player who hides their name. */
export const ANONYMOUS_PLAYER = 'A player';

/**
 * What the feed and every list of winners may show of a player (decisions 0032, 0048):
 * their name and picture, or nothing when they turned off "Show my name in the live
 * wins feed". Read when shown, so a change applies to what is already listed.
 */
export const shownPlayer = (player: {
  id: string;
  username: string;
  avatar: string;
  showNameInFeed: boolean;
}): { id: string; name: string; avatar: string } | null => (player.showNameInFeed ? { id: player.id, name: player.username, avatar: player.avatar } : null);

export const feedGames = ['hen_house_hazard', 'fowl_flip', 'defuse_bomba', 'fowl_hunt', 'plinko'] as const;
export type FeedGame = (typeof feedGames)[number];

export const feedGameNames: Record<FeedGame, string> = {
  hen_house_hazard: 'Hen House Hazard',
  fowl_flip: 'Fowl Flip',
  defuse_bomba: 'Defuse la Bomba',
  fowl_hunt: 'Fowl Hunt',
  plinko: 'Plinko Coop',
};
