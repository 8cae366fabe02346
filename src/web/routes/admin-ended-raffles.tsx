import { AdminArea } from '../features/admin/components/admin-area';
import { EndedRafflesView } from '../features/admin-raffles/components/ended-raffles-view';

export function AdminEndedRafflesRoute() {
  return (
    <AdminArea>
      <EndedRafflesView />
    </AdminArea>
  );
}
