import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { Wrench } from 'lucide-react';
import { Card } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { PageHeader } from '../components/page-header';
import { usePlatform } from '../lib/platform';

const POLL_MS = 10_000;

export function MaintenanceRoute() {
  const [, navigate] = useLocation();
  const { data: platform } = usePlatform(POLL_MS);
  const over = platform?.maintenanceMode === false;

  useEffect(() => {
    if (over) navigate('/', { replace: true });
  }, [over, navigate]);

  return (
    <Card className="grid w-full max-w-lg justify-items-center gap-3 px-6 py-12 text-center sm:px-10">
      <span className="mb-2 flex size-16 items-center justify-center rounded-full bg-accent/15 text-accent-text">
        <Wrench aria-hidden="true" className="size-8" />
      </span>
      <PageHeader
        title="Under Maintenance"
        description="Fowls is down for scheduled maintenance. Your balance and entries are safe, and we'll be back shortly."
        centered
        className="mb-0"
      />
      <p className="mt-2 flex items-center gap-2 text-sm text-fg-muted">
        <Spinner />
        This page checks every 10 seconds and takes you home when we're back.
      </p>
      <Link href="/login" className="mt-4 text-sm text-fg-muted underline underline-offset-4 hover:text-fg">
        Admin sign in
      </Link>
    </Card>
  );
}
