import { useState } from 'react';
import { Ban, ShieldCheck } from 'lucide-react';
import { BAN_FAILED } from '../../../../core/contracts/admin-users';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { isAdminSessionExpired } from '../../../lib/api-client';
import { useBanUser } from '../api/ban-user';

/** Ban or unban after a confirmation: a ban signs the user out everywhere at once. */
export function BanButton({ user }: { user: { id: string; username: string; isBanned: boolean } }) {
  const [open, setOpen] = useState(false);
  const ban = useBanUser();
  const banning = !user.isBanned;
  const label = banning ? 'Ban' : 'Unban';

  const confirm = () => {
    ban.mutate(
      { userId: user.id, banned: banning },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: banning ? 'User Banned' : 'User Unbanned', description: `${user.username} has been ${banning ? 'banned' : 'unbanned'}.` });
        },
        onError: (error) => {
          setOpen(false);
          if (isAdminSessionExpired(error)) return;
          toast({ title: 'Error', description: BAN_FAILED, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={banning ? 'destructive' : 'outline'} size="sm" aria-label={`${label} ${user.username}`}>
          {banning ? <Ban aria-hidden="true" className="size-4" /> : <ShieldCheck aria-hidden="true" className="size-4" />}
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {label} {user.username}?
          </DialogTitle>
          <DialogDescription>
            {banning
              ? 'They are signed out everywhere at once and cannot sign in or use the platform until unbanned.'
              : 'They can sign in and use the platform again.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button variant={banning ? 'destructive' : 'primary'} loading={ban.isPending} onClick={confirm}>
            {label} User
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
