import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { Pencil, Plus, Ticket, Trash2 } from 'lucide-react';
import type { Raffle } from '../../../../core/contracts/raffles';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { isAdminSessionExpired } from '../../../lib/api-client';
import { useCreateRaffle } from '../api/create-raffle';
import { PORTAL_RAFFLES_POLL_MS, useAdminRaffles } from '../api/get-admin-raffles';
import { useUpdateRaffle } from '../api/update-raffle';
import { endedAtOf, newestEndedFirst } from '../utils/ended-filter';
import { createRaffleErrorMessage, SESSION_EXPIRED_TOAST, updateRaffleErrorMessage } from '../utils/raffle-errors';
import { emptyRaffleForm, formFromRaffle, type RaffleBody } from '../utils/raffle-form';
import { AdminRaffleRow } from './admin-raffle-row';
import { ConfirmDialog } from './confirm-dialog';
import { RaffleFormDialog } from './raffle-form-dialog';

/** How many ended raffles the portal shows (spec part 2 §9). */
const RECENT_ENDED = 3;

/** Raffle Management (spec part 2 §2, §5, §8): create, edit, end, and the latest ended raffles. */
export function RaffleManagement() {
  const raffles = useAdminRaffles(PORTAL_RAFFLES_POLL_MS);
  const create = useCreateRaffle();
  const update = useUpdateRaffle();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Raffle | null>(null);
  const [ending, setEnding] = useState<Raffle | null>(null);
  // The dialog resets itself from this on every opening.
  const [createInitial] = useState(emptyRaffleForm);
  const editInitial = useMemo(() => (editing ? formFromRaffle(editing) : emptyRaffleForm()), [editing]);

  const all = raffles.data ?? [];
  const active = all.filter((r) => r.status === 'active');
  const ended = newestEndedFirst(all);

  const onCreate = (body: RaffleBody) =>
    create.mutate(body, {
      onSuccess: () => {
        setCreating(false);
        toast({ title: 'Raffle Created', description: `${body.name} is live.` });
      },
      onError: (error) => {
        if (isAdminSessionExpired(error)) {
          toast({ ...SESSION_EXPIRED_TOAST, variant: 'destructive' });
          window.location.reload();
          return;
        }
        toast({ title: 'Error', description: createRaffleErrorMessage(error), variant: 'destructive' });
      },
    });

  const onEdit = (body: RaffleBody) => {
    if (!editing) return;
    // The prize and the status are not edited here; ending has its own button.
    const { assetId: _assetId, itemName: _itemName, status: _status, ...edits } = body;
    update.mutate(
      { id: editing.id, body: edits },
      {
        onSuccess: () => {
          setEditing(null);
          toast({ title: 'Raffle Updated', description: `${body.name} was saved.` });
        },
        onError: (error) => {
          if (isAdminSessionExpired(error)) return;
          toast({ title: 'Failed to Update Raffle', description: updateRaffleErrorMessage(error), variant: 'destructive' });
        },
      },
    );
  };

  const onEnd = () => {
    if (!ending) return;
    update.mutate(
      { id: ending.id, body: { status: 'ended' } },
      {
        onSuccess: () => {
          setEnding(null);
          toast({ title: 'Raffle Ended', description: `${ending.name} has ended.` });
        },
        onError: (error) => {
          setEnding(null);
          if (isAdminSessionExpired(error)) return;
          toast({ title: 'Error', description: 'Failed to end raffle', variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Ticket aria-hidden="true" className="size-5 text-accent-text" />
            Raffle Management
          </CardTitle>
          <CardDescription>Create, edit and end raffles. Ending a raffle draws its winner.</CardDescription>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Create Raffle
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6">
        {raffles.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : raffles.isError ? (
          <p role="alert" className="text-sm text-danger-text">
            Could not load the raffles.
          </p>
        ) : (
          <>
            <section aria-labelledby="active-raffles-heading" className="grid gap-3">
              <h3 id="active-raffles-heading" className="font-semibold">
                Active Raffles ({active.length})
              </h3>
              {active.length === 0 ? (
                <p className="text-sm text-fg-muted">No active raffles.</p>
              ) : (
                <ul className="grid gap-2">
                  {active.map((raffle) => (
                    <AdminRaffleRow
                      key={raffle.id}
                      raffle={raffle}
                      endLabel="Ends"
                      endIso={raffle.endTime}
                      actions={
                        <>
                          <Button variant="ghost" size="icon" aria-label={`Edit ${raffle.name}`} onClick={() => setEditing(raffle)}>
                            <Pencil aria-hidden="true" className="size-4" />
                          </Button>
                          <Button variant="ghost" size="icon" aria-label={`End ${raffle.name}`} onClick={() => setEnding(raffle)}>
                            <Trash2 aria-hidden="true" className="size-4 text-danger-text" />
                          </Button>
                        </>
                      }
                    />
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="ended-raffles-heading" className="grid gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id="ended-raffles-heading" className="font-semibold">
                  Recently Ended
                </h3>
                <Link href="/admin/ended-raffles" className={buttonClass('outline', 'sm')}>
                  View All ({ended.length})
                </Link>
              </div>
              {ended.length === 0 ? (
                <p className="text-sm text-fg-muted">No ended raffles yet.</p>
              ) : (
                <ul className="grid gap-2">
                  {ended.slice(0, RECENT_ENDED).map((raffle) => (
                    <AdminRaffleRow key={raffle.id} raffle={raffle} endLabel="Ended" endIso={endedAtOf(raffle)} actions={null} />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </CardContent>
      <RaffleFormDialog
        open={creating}
        onOpenChange={setCreating}
        title="Create Raffle"
        submitLabel="Create Raffle"
        initial={createInitial}
        pickPrize
        pending={create.isPending}
        onSubmit={onCreate}
      />
      <RaffleFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title="Edit Raffle"
        submitLabel="Save Changes"
        initial={editInitial}
        pickPrize={false}
        pending={update.isPending}
        onSubmit={onEdit}
      />
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
        title="End this raffle?"
        description={ending ? `${ending.name} will end now and its winner will be drawn.` : ''}
        confirmLabel="End Raffle"
        pending={update.isPending}
        onConfirm={onEnd}
      />
    </Card>
  );
}
