import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Trash2 } from 'lucide-react';
import type { Raffle } from '../../../../core/contracts/raffles';
import { PageHeader } from '../../../components/page-header';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { isAdminSessionExpired } from '../../../lib/api-client';
import { useDeleteRaffle } from '../api/delete-raffle';
import { ENDED_RAFFLES_POLL_MS, useAdminRaffles } from '../api/get-admin-raffles';
import { endedAtOf, filterEndedRaffles, type EndedFilter } from '../utils/ended-filter';
import { AdminRaffleRow } from './admin-raffle-row';
import { ConfirmDialog } from './confirm-dialog';

/** Deleting refunds every entry: the admin sees what it will cost before confirming. */
const deleteWarning = (raffle: Raffle) =>
  raffle.totalPool > 0
    ? `${raffle.name} and its entries will be removed, and every entry refunded (${raffle.totalPool.toLocaleString()} fowls to ${raffle.participantCount} ${raffle.participantCount === 1 ? 'player' : 'players'}). This cannot be undone.`
    : `${raffle.name} will be removed. This cannot be undone.`;

/** /admin/ended-raffles (spec part 2 §2, §5): search, date range, permanent delete. */
export function EndedRafflesView() {
  const id = useId();
  const raffles = useAdminRaffles(ENDED_RAFFLES_POLL_MS);
  const remove = useDeleteRaffle();
  const [filter, setFilter] = useState<EndedFilter>({ search: '', from: '', to: '' });
  const [deleting, setDeleting] = useState<Raffle | null>(null);
  const shown = filterEndedRaffles(raffles.data ?? [], filter);

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Raffle Deleted', description: `${deleting.name} was deleted permanently.` });
        setDeleting(null);
      },
      onError: (error) => {
        setDeleting(null);
        if (isAdminSessionExpired(error)) return;
        toast({ title: 'Error', description: 'Failed to delete raffle', variant: 'destructive' });
      },
    });
  };

  return (
    <>
      <Link href="/admin" className={buttonClass('ghost', 'sm', 'mb-4 -ml-2')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Admin Portal
      </Link>
      <PageHeader title="Ended Raffles" description="Every ended and completed raffle. Deleting one removes it permanently." />
      <Card>
        <CardContent className="grid gap-4 pt-5">
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-search`}>Search by name or type</Label>
              <Input id={`${id}-search`} type="search" value={filter.search} onChange={(e) => setFilter((f) => ({ ...f, search: e.target.value }))} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-from`}>From</Label>
              <Input id={`${id}-from`} type="date" value={filter.from} onChange={(e) => setFilter((f) => ({ ...f, from: e.target.value }))} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-to`}>To</Label>
              <Input id={`${id}-to`} type="date" value={filter.to} onChange={(e) => setFilter((f) => ({ ...f, to: e.target.value }))} />
            </div>
          </div>
          {raffles.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : raffles.isError ? (
            <p role="alert" className="text-sm text-danger-text">
              Could not load the raffles.
            </p>
          ) : shown.length === 0 ? (
            <p className="py-6 text-center text-sm text-fg-muted">No ended raffles match.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Ended raffles">
              {shown.map((raffle) => (
                <AdminRaffleRow
                  key={raffle.id}
                  raffle={raffle}
                  endLabel="Ended"
                  endIso={endedAtOf(raffle)}
                  actions={
                    <Button variant="ghost" size="icon" aria-label={`Delete ${raffle.name}`} onClick={() => setDeleting(raffle)}>
                      <Trash2 aria-hidden="true" className="size-4 text-danger-text" />
                    </Button>
                  }
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this raffle permanently?"
        description={deleting ? deleteWarning(deleting) : ''}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </>
  );
}
