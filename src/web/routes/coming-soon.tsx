import { Link } from 'wouter';
import { Hourglass } from 'lucide-react';
import { buttonClass } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { PageHeader } from '../components/page-header';

export function ComingSoonScreen({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="grid justify-items-center gap-3 px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full border border-line-strong bg-surface-2">
          <Hourglass aria-hidden="true" className="size-6 text-accent-text" />
        </span>
        <h2 className="text-lg font-semibold">Coming soon</h2>
        <p className="max-w-md text-fg-muted">This page is on its way. Check back shortly.</p>
        <Link href="/" className={buttonClass('outline', 'md', 'mt-2')}>
          Back to Dashboard
        </Link>
      </Card>
    </>
  );
}
