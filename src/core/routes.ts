// Every screen path of the web app. The server answers other non-API paths with
// HTTP 404 (still serving the app, which shows the 404 screen).

export const screenPaths = [
  '/',
  '/dashboard',
  '/login',
  '/spectator',
  '/maintenance',
  '/mini-games',
  '/mini-games/hen-house-hazard',
  '/mini-games/fowl-flip',
  '/mini-games/defuse-la-bomba',
  '/mini-games/fowl-hunt',
  '/mini-games/plinko',
  '/fowl-case',
  '/raffles',
  '/raffle/:id',
  '/leaderboard',
  '/players/:id',
  '/faq',
  '/feedback',
  '/feedback-history',
  '/play-limits',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
  '/contact',
  '/subscriptions',
  '/subscription-management',
  '/checkout',
  '/payment-success',
  '/payment-redirect',
  '/fairness',
  '/fairness/raffles',
  '/admin',
  '/admin-login',
  '/admin/ended-raffles',
  '/admin/user/:id',
] as const;

const patterns = screenPaths.map((p) => new RegExp('^' + p.replace(/:[a-z]+/g, '[^/]+') + '/?$'));

export const isScreenPath = (pathname: string): boolean => patterns.some((re) => re.test(pathname));
