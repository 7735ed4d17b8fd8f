import { PageHeader } from '../components/ui/page-header.tsx';
import { AdminLinkSection } from '../features/account/components/admin-link-section.tsx';
import { DeleteAccountSection } from '../features/account/components/delete-account-section.tsx';
import { DownloadDataSection } from '../features/account/components/download-data-section.tsx';
import { ProfileSection } from '../features/account/components/profile-section.tsx';
import { SessionsSection } from '../features/account/components/sessions-section.tsx';
import { AppearanceSection } from '../features/appearance/components/appearance-section.tsx';
import { CalendarFeedSection } from '../features/calendar/components/calendar-feed-section.tsx';
import { TimerPreferencesSection } from '../features/focus/components/timer-preferences-section.tsx';
import { ReminderPreferencesSection } from '../features/notifications/components/reminder-preferences-section.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Settings"
        description="Manage your profile, the app's colours, your timer and focus music, your reminders and notifications, your signed-in devices and your calendar feed; download your data or delete your account."
      />
      <div className="flex max-w-3xl flex-col gap-6">
        <ProfileSection />
        <AppearanceSection />
        <TimerPreferencesSection />
        <ReminderPreferencesSection />
        <SessionsSection />
        <CalendarFeedSection />
        <DownloadDataSection />
        <DeleteAccountSection />
        <AdminLinkSection />
      </div>
    </div>
  );
}
