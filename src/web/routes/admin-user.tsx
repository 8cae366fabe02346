import { useParams } from 'wouter';
import { AdminArea } from '../features/admin/components/admin-area';
import { NewUserToasts } from '../features/admin-users/components/new-user-toasts';
import { UserDashboard } from '../features/admin-users/components/user-dashboard';

export function AdminUserRoute() {
  const params = useParams<{ id?: string }>();
  return (
    <AdminArea>
      <NewUserToasts />
      <UserDashboard userId={params.id} />
    </AdminArea>
  );
}
