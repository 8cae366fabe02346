import { Route, Switch } from 'wouter';
import { AdminRoute } from '../routes/admin';
import { AdminLoginRoute } from '../routes/admin-login';
import { DefuseLaBombaRoute } from '../routes/defuse-la-bomba';
import { FairnessRoute } from '../routes/fairness';
import { RaffleFairnessRoute } from '../routes/raffle-fairness';
import { FowlCaseRoute } from '../routes/fowl-case';
import { FowlFlipRoute } from '../routes/fowl-flip';
import { FowlHuntRoute } from '../routes/fowl-hunt';
import { HenHouseHazardRoute } from '../routes/hen-house-hazard';
import { MiniGamesRoute } from '../routes/mini-games';
import { PlinkoRoute } from '../routes/plinko';
import { RaffleDetailRoute } from '../routes/raffle-detail';
import { RafflesRoute } from '../routes/raffles';
import { LeaderboardRoute } from '../routes/leaderboard';
import { FaqRoute } from '../routes/faq';
import { FeedbackRoute } from '../routes/feedback';
import { FeedbackHistoryRoute } from '../routes/feedback-history';
import { PrivacyPolicyRoute } from '../routes/privacy-policy';
import { TermsOfServiceRoute } from '../routes/terms-of-service';
import { RefundPolicyRoute } from '../routes/refund-policy';
import { ContactRoute } from '../routes/contact';
import { SpectatorRoute } from '../routes/spectator';
import { SubscriptionsRoute } from '../routes/subscriptions';
import { SubscriptionManagementRoute } from '../routes/subscription-management';
import { CheckoutRoute } from '../routes/checkout';
import { PaymentSuccessRoute } from '../routes/payment-success';
import { PaymentRedirectRoute } from '../routes/payment-redirect';
import { AdminEndedRafflesRoute } from '../routes/admin-ended-raffles';
import { AdminUserRoute } from '../routes/admin-user';
import { HomeRoute } from '../routes/home';
import { LoginRoute } from '../routes/login';
import { MaintenanceRoute } from '../routes/maintenance';
import { NotFoundRoute } from '../routes/not-found';
import { AppShell } from './layout/app-shell';
import { BareLayout } from './layout/bare-layout';

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
            <Route path="/faq" component={FaqRoute} />
            <Route path="/feedback" component={FeedbackRoute} />
            <Route path="/feedback-history" component={FeedbackHistoryRoute} />
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
        </AppShell>
      </Route>
    </Switch>
  );
}
