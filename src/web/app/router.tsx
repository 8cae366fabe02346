import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import { RafflesRoute } from '../routes/raffles';
import { HomeRoute } from '../routes/home';
import { LoginRoute } from '../routes/login';
import { MaintenanceRoute } from '../routes/maintenance';
import { NotFoundRoute } from '../routes/not-found';
import { AppShell } from './layout/app-shell';
import { BareLayout } from './layout/bare-layout';

/**
 * Screens other than the first ones a visitor lands on (home, raffles, sign-in) load
 * when they are opened, so the admin portal, the games, the fairness verifiers and the
 * legal pages never weigh on the first screen.
 */
function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const AdminRoute = lazyScreen(() => import('../routes/admin'), 'AdminRoute');
const AdminLoginRoute = lazyScreen(() => import('../routes/admin-login'), 'AdminLoginRoute');
const DefuseLaBombaRoute = lazyScreen(() => import('../routes/defuse-la-bomba'), 'DefuseLaBombaRoute');
const FairnessRoute = lazyScreen(() => import('../routes/fairness'), 'FairnessRoute');
const RaffleFairnessRoute = lazyScreen(() => import('../routes/raffle-fairness'), 'RaffleFairnessRoute');
const FowlCaseRoute = lazyScreen(() => import('../routes/fowl-case'), 'FowlCaseRoute');
const FowlFlipRoute = lazyScreen(() => import('../routes/fowl-flip'), 'FowlFlipRoute');
const FowlHuntRoute = lazyScreen(() => import('../routes/fowl-hunt'), 'FowlHuntRoute');
const HenHouseHazardRoute = lazyScreen(() => import('../routes/hen-house-hazard'), 'HenHouseHazardRoute');
const MiniGamesRoute = lazyScreen(() => import('../routes/mini-games'), 'MiniGamesRoute');
const PlinkoRoute = lazyScreen(() => import('../routes/plinko'), 'PlinkoRoute');
const RaffleDetailRoute = lazyScreen(() => import('../routes/raffle-detail'), 'RaffleDetailRoute');
const LeaderboardRoute = lazyScreen(() => import('../routes/leaderboard'), 'LeaderboardRoute');
const PlayerRoute = lazyScreen(() => import('../routes/player'), 'PlayerRoute');
const FaqRoute = lazyScreen(() => import('../routes/faq'), 'FaqRoute');
const FeedbackRoute = lazyScreen(() => import('../routes/feedback'), 'FeedbackRoute');
const FeedbackHistoryRoute = lazyScreen(() => import('../routes/feedback-history'), 'FeedbackHistoryRoute');
const PrivacyPolicyRoute = lazyScreen(() => import('../routes/privacy-policy'), 'PrivacyPolicyRoute');
const TermsOfServiceRoute = lazyScreen(() => import('../routes/terms-of-service'), 'TermsOfServiceRoute');
const RefundPolicyRoute = lazyScreen(() => import('../routes/refund-policy'), 'RefundPolicyRoute');
const ContactRoute = lazyScreen(() => import('../routes/contact'), 'ContactRoute');
const SpectatorRoute = lazyScreen(() => import('../routes/spectator'), 'SpectatorRoute');
const SubscriptionsRoute = lazyScreen(() => import('../routes/subscriptions'), 'SubscriptionsRoute');
const SubscriptionManagementRoute = lazyScreen(() => import('../routes/subscription-management'), 'SubscriptionManagementRoute');
const CheckoutRoute = lazyScreen(() => import('../routes/checkout'), 'CheckoutRoute');
const PaymentSuccessRoute = lazyScreen(() => import('../routes/payment-success'), 'PaymentSuccessRoute');
const PaymentRedirectRoute = lazyScreen(() => import('../routes/payment-redirect'), 'PaymentRedirectRoute');
const AdminEndedRafflesRoute = lazyScreen(() => import('../routes/admin-ended-raffles'), 'AdminEndedRafflesRoute');
const AdminUserRoute = lazyScreen(() => import('../routes/admin-user'), 'AdminUserRoute');
const PlayLimitsRoute = lazyScreen(() => import('../routes/play-limits'), 'PlayLimitsRoute');

function ScreenLoading() {
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner className="size-8 text-fg-muted" label="Loading…" />
    </div>
  );
}

/** Every path in core's screenPaths has a route here; anything else is the 404 screen. */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/maintenance">
        <BareLayout>
          <MaintenanceRoute />
        </BareLayout>
      </Route>
      <Route>
        <AppShell>
          <Suspense fallback={<ScreenLoading />}>
            <Switch>
              <Route path="/" component={HomeRoute} />
              <Route path="/dashboard" component={HomeRoute} />
              <Route path="/login" component={LoginRoute} />
              <Route path="/admin-login" component={AdminLoginRoute} />
              <Route path="/admin" component={AdminRoute} />
              <Route path="/admin/ended-raffles" component={AdminEndedRafflesRoute} />
              <Route path="/admin/user/:id" component={AdminUserRoute} />
              <Route path="/raffles" component={RafflesRoute} />
              <Route path="/raffle/:id" component={RaffleDetailRoute} />
              <Route path="/mini-games" component={MiniGamesRoute} />
              <Route path="/mini-games/hen-house-hazard" component={HenHouseHazardRoute} />
              <Route path="/mini-games/fowl-flip" component={FowlFlipRoute} />
              <Route path="/mini-games/defuse-la-bomba" component={DefuseLaBombaRoute} />
              <Route path="/mini-games/fowl-hunt" component={FowlHuntRoute} />
              <Route path="/mini-games/plinko" component={PlinkoRoute} />
              <Route path="/fowl-case" component={FowlCaseRoute} />
              <Route path="/fairness" component={FairnessRoute} />
              <Route path="/fairness/raffles" component={RaffleFairnessRoute} />
              <Route path="/leaderboard" component={LeaderboardRoute} />
              <Route path="/players/:id" component={PlayerRoute} />
              <Route path="/faq" component={FaqRoute} />
              <Route path="/feedback" component={FeedbackRoute} />
              <Route path="/feedback-history" component={FeedbackHistoryRoute} />
              <Route path="/play-limits" component={PlayLimitsRoute} />
              <Route path="/privacy-policy" component={PrivacyPolicyRoute} />
              <Route path="/terms-of-service" component={TermsOfServiceRoute} />
              <Route path="/refund-policy" component={RefundPolicyRoute} />
              <Route path="/contact" component={ContactRoute} />
              <Route path="/spectator" component={SpectatorRoute} />
              <Route path="/subscriptions" component={SubscriptionsRoute} />
              <Route path="/subscription-management" component={SubscriptionManagementRoute} />
              <Route path="/checkout" component={CheckoutRoute} />
              <Route path="/payment-success" component={PaymentSuccessRoute} />
              <Route path="/payment-redirect" component={PaymentRedirectRoute} />
              <Route component={NotFoundRoute} />
            </Switch>
          </Suspense>
        </AppShell>
      </Route>
    </Switch>
  );
}
