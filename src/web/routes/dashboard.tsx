import type { User } from '../../core/contracts/accounts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { TradeUrlForm } from '../features/accounts/components/trade-url-form';
import { DashboardOverview } from '../features/profile/components/dashboard-overview';
import { FeedPrivacySwitch } from '../features/feed/components/feed-privacy-switch';
import { NetResults } from '../features/play-limits/components/net-results';
import { ReferralCard } from '../features/referrals/components/referral-card';

// The signed-in player's dashboard below its first row (routes/home.tsx draws the header,
// the ticker and the balance from the session answer). HomeRoute loads this only for a
// player, so a visitor's front page does not carry its code.

export function DashboardSettings({ user }: { user: User }) {
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Settings</CardTitle>
        <CardDescription>Your Steam trade offer URL is where raffle prizes are sent.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <TradeUrlForm currentUrl={user.tradeOfferUrl} />
        <FeedPrivacySwitch showNameInFeed={user.showNameInFeed} />
      </CardContent>
    </Card>
  );
}

/** `record`: the polled user record, or the signed-in user until it arrives. */
export function DashboardDetails({ record }: { record: User }) {
  return (
    <DashboardOverview
      user={record}
      aside={
        <>
          <ReferralCard user={record} />
          <NetResults />
        </>
      }
    />
  );
}
