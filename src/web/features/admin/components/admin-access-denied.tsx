import { Link } from 'wouter';
import { ShieldX } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/page-header';

export function AdminAccessDenied() {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-2 py-12 text-center">
      <ShieldX aria-hidden="true" className="mb-2 size-12 text-danger-text" />
      <PageHeader title="Access Denied" description="You don't have admin privileges." centered className="mb-0" />
      <Link href="/" className={buttonClass('outline', 'md', 'mt-4')}>
        Return to Dashboard
      </Link>
    </div>
  );
}
