import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { newUserJoinedSchema } from '../../../../core/contracts/realtime';
import { toast } from '../../../components/ui/use-toast';
import { getSocket } from '../../../lib/socket';
import { queryKeys } from '../../../lib/query-keys';

/** Spec part 2 §7: the portal hears new_user_joined {username}; it is shown and the list refreshed. */
export function useNewUserToasts(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const onJoined = (payload: unknown) => {
      const parsed = newUserJoinedSchema.safeParse(payload);
      if (!parsed.success) return;
      toast({ title: 'New User Joined', description: `${parsed.data.username} just joined the platform.` });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.users });
    };
    socket.on('new_user_joined', onJoined);
    return () => {
      socket.off('new_user_joined', onJoined);
    };
  }, [queryClient]);
}
