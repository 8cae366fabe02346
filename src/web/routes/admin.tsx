import { Bot, Construction, MessageSquare, MessagesSquare, ScrollText, ShieldCheck, Ticket, Users } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { AdminArea } from '../features/admin/components/admin-area';
import { NewUserToasts } from '../features/admin-users/components/new-user-toasts';
import { AdminSections, type AdminSection } from '../features/admin/components/admin-sections';
import { MaintenanceCard } from '../features/admin/components/maintenance-card';
import { TwoFactorCard } from '../features/admin/components/two-factor-card';
import { ChatModeration } from '../features/admin-chat/components/chat-moderation';
import { FeedbackManagement } from '../features/admin-feedback/components/feedback-management';
import { SystemLogs } from '../features/admin-logs/components/system-logs';
import { RaffleManagement } from '../features/admin-raffles/components/raffle-management';
import { UserManagement } from '../features/admin-users/components/user-management';
import { SteamBotManager } from '../features/prizes/components/steam-bot-manager';

// The route composes the features; each section polls only while its tab is shown.
const sections: AdminSection[] = [
  { id: 'raffles', title: 'Raffle Management', icon: Ticket, content: <RaffleManagement /> },
  { id: 'users', title: 'User Management', icon: Users, content: <UserManagement /> },
  { id: 'feedback', title: 'Feedback Management', icon: MessageSquare, content: <FeedbackManagement /> },
  { id: 'chat', title: 'Chat Moderation', icon: MessagesSquare, content: <ChatModeration /> },
  { id: 'steam-bot', title: 'Steam Bot Manager', icon: Bot, content: <SteamBotManager /> },
  { id: 'logs', title: 'System Logs', icon: ScrollText, content: <SystemLogs /> },
  { id: 'maintenance', title: 'Site Maintenance', icon: Construction, content: <MaintenanceCard /> },
  { id: 'two-factor', title: 'Two-Factor Sign-In', icon: ShieldCheck, content: <TwoFactorCard /> },
];

function AdminPortal() {
  return (
    <>
      <PageHeader
        title="Admin Portal"
        description="Run the platform: raffles, users, feedback, the chat, the Steam bot, maintenance and your two-factor sign-in."
      />
      <AdminSections sections={sections} />
    </>
  );
}

export function AdminRoute() {
  return (
    <AdminArea>
      <NewUserToasts />
      <AdminPortal />
    </AdminArea>
  );
}
