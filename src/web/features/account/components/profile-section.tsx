import { LogIn, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useProfile } from '../api.ts';
import { accountMessages } from '../messages.ts';
import { ProfileForm } from './profile-form.tsx';

export function ProfileSection() {
  const profile = useProfile();
  const signedOut = profile.error instanceof ApiError && profile.error.status === 401;

  return (
    <SettingsCard
      id="profile-information"
      title="Profile Information"
      description="Your name as Pomopal shows it. Your username and e-mail address identify your account."
    >
      {profile.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner size="lg" className="text-brand-600" label="Loading your profile..." />
        </div>
      ) : signedOut ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-slate-700">{accountMessages.signedOutPrompt}</p>
          <Link to="/login" className={buttonClasses()}>
            <LogIn aria-hidden="true" />
            Login
          </Link>
        </div>
      ) : profile.isError ? (
        <div className="flex flex-col items-start gap-4">
          <Notice tone="error" className="w-full">
            {accountMessages.profileLoadFailed}
          </Notice>
          <Button
            variant="secondary"
            loading={profile.isFetching}
            icon={<RotateCw aria-hidden="true" />}
            onClick={() => profile.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : (
        <ProfileForm key={profile.data.id} profile={profile.data} />
      )}
    </SettingsCard>
  );
}
