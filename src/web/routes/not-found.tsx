import { Link } from 'wouter';
import { buttonClass } from '../components/ui/button';
import { FowlIcon } from '../components/ui/fowl-icon';
import { PageHeader } from '../components/page-header';

export function NotFoundRoute() {
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-2 py-12 text-center sm:py-20">
      <FowlIcon className="mb-4 size-20 opacity-80 grayscale-[35%]" />
      <PageHeader title="404 Page Not Found" description="This page flew the coop. Check the address, or head back home." centered className="mb-0" />
      <Link href="/" className={buttonClass('primary', 'md', 'mt-4')}>
        Go Home
      </Link>
    </div>
  );
}
