import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useProfile } from '../api.ts';
import { accountMessages } from '../messages.ts';
import { ProfileForm } from './profile-form.tsx';

export function ProfileSection() {
  const profile = useProfile();
  const signedOut = isApiError(profile.error, 'auth.unauthorized');

  return (
    <SettingsCard
      id="profile-information"
      title="Profile Information"
      description="Your name as Pomopal shows it. Your username and e-mail address identify your account."
    >
      {profile.isPending ? (
        // The form's height at each width, so the sections below stay put when it arrives.
        <div className="flex min-h-[499px] justify-center py-8 sm:min-h-[299px] lg:min-h-[281px]">
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
        <LoadFailed
          message={accountMessages.profileLoadFailed}
          retrying={profile.isFetching}
          onRetry={() => profile.refetch()}
        />
      ) : (
        <ProfileForm key={profile.data.id} profile={profile.data} />
      )}
    </SettingsCard>
  );
}
