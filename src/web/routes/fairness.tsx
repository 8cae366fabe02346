import { PageHeader } from '../components/page-header';
import { FairnessPage } from '../features/fairness/components/fairness-page';

export function FairnessRoute() {
  return (
    <>
      <PageHeader title="Provably Fair" description="Check that every game result was fixed before you played, and recompute it yourself." />
      <FairnessPage />
    </>
  );
}
