import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { useProfile } from '../api.ts';

/** For an admin alone: the way to the admin page, which no menu shows. */
export function AdminLinkSection() {
  const profile = useProfile();
  if (!profile.data?.admin) return null;
  return (
    <SettingsCard
      id="administration"
      title="Administration"
      description="Reports of video partners, suspended accounts and the audit log."
    >
      <Link to="/admin" className={buttonClasses({ variant: 'secondary' })}>
        <ShieldCheck aria-hidden="true" />
        Open the admin page
      </Link>
    </SettingsCard>
  );
}
