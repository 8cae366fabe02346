import type { LogType } from '../../core/contracts/admin-logs';

// Every TanStack Query key of the web app, built here and nowhere else (a lint rule
// refuses a `queryKey` that does not come from `queryKeys`). One endpoint has one
// key, so every screen that reads it shares one cache entry, and an invalidation
// or a pushed update reaches all of them. A key starts with the name of the server
// module that answers it (or of the web feature, for the games), so the keys of one
// module can be invalidated together by their prefix.

const adminUser = (userId: string) => ['admin', 'user', userId] as const;

export const queryKeys = {
  accounts: {
    /** GET /api/auth/user: the signed-in user. */
    currentUser: ['accounts', 'user'] as const,
  },
  platform: ['platform'] as const,
  profile: {
    /** GET /api/user/:steamId */
    user: (steamId: string) => ['profile', 'user', steamId] as const,
    /** GET /api/user/:steamId/transaction-history */
    transactionHistory: (steamId: string) => ['profile', 'transaction-history', steamId] as const,
  },
  fowlCase: {
    /** GET /api/daily-case/can-open/:userId, read by the case page and the dashboard. */
    canOpen: (userId: string) => ['fowl-case', 'can-open', userId] as const,
    count: (userId: string) => ['fowl-case', 'count', userId] as const,
    odds: ['fowl-case', 'odds'] as const,
  },
  raffles: {
    active: ['raffles', 'active'] as const,
    /** GET /api/raffle/:id, read by the raffle page and the fairness page's draw verifier. */
    detail: (raffleId: string) => ['raffles', 'detail', raffleId] as const,
    /** GET /api/raffles/user-entries/:userId, read by the raffle screens and the dashboard. */
    userEntries: (userId: string) => ['raffles', 'user-entries', userId] as const,
    chat: (raffleId: string) => ['raffles', 'chat', raffleId] as const,
  },
  prizes: {
    botStatus: ['prizes', 'bot-status'] as const,
    /** GET /api/steam/inventory, read by the Steam Bot Manager and the raffle dialog's prize picker. */
    inventory: ['prizes', 'inventory'] as const,
    tradeLogs: ['prizes', 'trade-logs'] as const,
  },
  payments: {
    charge: (chargeId: string) => ['payments', 'charge', chargeId] as const,
    history: ['payments', 'history'] as const,
  },
  feed: ['feed'] as const,
  liveBets: {
    /** The prefix of one game's tabs, read again together on a reconnect. */
    game: (game: string) => ['live-bets', 'list', game] as const,
    /** GET /api/bets?game=&tab= */
    list: (game: string, tab: string) => ['live-bets', 'list', game, tab] as const,
    /** GET /api/bets/:id, read by a row's details and the fairness page's link. */
    details: (id: string) => ['live-bets', 'details', id] as const,
    /** The prefix of every bet's details: a rotation reveals the server seed of the player's bets. */
    allDetails: ['live-bets', 'details'] as const,
  },
  feedback: {
    history: (steamId: string) => ['feedback', 'history', steamId] as const,
  },
  leaderboard: ['leaderboard'] as const,
  player: (id: string) => ['players', id] as const,
  chat: {
    room: (room: string) => ['chat', 'room', room] as const,
    standing: ['chat', 'standing'] as const,
    admin: {
      reports: ['chat', 'admin', 'reports'] as const,
      blockedWords: ['chat', 'admin', 'blocked-words'] as const,
    },
  },
  playLimits: ['play-limits'] as const,
  referrals: {
    stats: ['referrals', 'stats'] as const,
  },
  spectator: {
    recentWinners: ['spectator', 'winners'] as const,
  },
  fairness: {
    seedPair: ['fairness', 'seeds'] as const,
    revealedSeeds: ['fairness', 'revealed'] as const,
    rounds: ['fairness', 'rounds'] as const,
    /** Not an endpoint: the browser's own check of a drawn raffle, kept per draw. */
    raffleVerification: (raffleId: string, drawnAt: string | null) => ['fairness', 'raffle-verification', raffleId, drawnAt] as const,
  },
  fowlFlip: {
    history: (userId: string) => ['fowl-flip', 'history', userId] as const,
  },
  fowlHunt: {
    history: ['fowl-hunt', 'history'] as const,
    limit: ['fowl-hunt', 'limit'] as const,
  },
  henHouseHazard: {
    active: ['hen-house-hazard', 'active'] as const,
  },
  defuseLaBomba: {
    active: ['defuse-la-bomba', 'active'] as const,
    history: ['defuse-la-bomba', 'history'] as const,
  },
  plinko: {
    coop: ['plinko', 'coop'] as const,
    history: ['plinko', 'history'] as const,
  },
  admin: {
    maintenanceStatus: ['admin', 'maintenance-status'] as const,
    twoFactor: ['admin', 'two-factor'] as const,
    raffles: ['admin', 'raffles'] as const,
    feedback: ['admin', 'feedback'] as const,
    supportMessages: ['admin', 'support-messages'] as const,
    logs: (type: LogType | '', page: number) => ['admin', 'logs', type, page] as const,
    /** The prefix of every user-list query, whatever the search. */
    users: ['admin', 'users'] as const,
    userSearch: (search: string) => ['admin', 'users', search] as const,
    /** The prefix of every query about one user, so one invalidation refreshes the whole user dashboard. */
    user: adminUser,
    userProfile: (userId: string) => [...adminUser(userId), 'profile'] as const,
    userTransactionHistory: (userId: string) => [...adminUser(userId), 'transaction-history'] as const,
    userTransactions: (userId: string) => [...adminUser(userId), 'transactions'] as const,
    userPayments: (userId: string) => [...adminUser(userId), 'payments'] as const,
    userPlayLimits: (userId: string) => [...adminUser(userId), 'play-limits'] as const,
    userReferrals: (userId: string) => [...adminUser(userId), 'referrals'] as const,
    userRaffles: (userId: string) => [...adminUser(userId), 'raffles'] as const,
  },
} as const;
