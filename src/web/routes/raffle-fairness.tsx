import { PageHeader } from '../components/page-header';
import { RaffleFairnessExplainer } from '../features/fairness/components/raffle-fairness-explainer';

export function RaffleFairnessRoute() {
  return (
    <>
      <PageHeader title="Fair Raffles" description="How every raffle winner is drawn, and why nobody can pick one." />
      <RaffleFairnessExplainer />
    </>
  );
}
