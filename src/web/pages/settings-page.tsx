import { PageHeader } from '../components/ui/page-header.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <PageHeader title="Settings" description="Manage your profile and your timer preferences." />
  );
}
