import { AdminArea } from '../features/admin/components/admin-area';
import { NewUserToasts } from '../features/admin-users/components/new-user-toasts';
import { EndedRafflesView } from '../features/admin-raffles/components/ended-raffles-view';

export function AdminEndedRafflesRoute() {
  return (
    <AdminArea>
      <NewUserToasts />
      <EndedRafflesView />
    </AdminArea>
  );
}
