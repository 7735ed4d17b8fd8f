import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { useProfile } from '../api.ts';
import { accountMessages } from '../messages.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** 'Delete account': what deleting does, then the dialog that does it. */
export function DeleteAccountSection() {
  // The profile says how the person confirms: with their password, or with a recent sign-in.
  const profile = useProfile();

  return (
    <SettingsCard
      id="delete-account"
      title="Delete account"
      description={accountMessages.deleteAccountDescription}
    >
      <div className="flex flex-col items-start gap-5">
        <div className="text-sm text-slate-700">
          <p id="delete-account-consequences" className="font-medium text-slate-900">
            When you delete your account:
          </p>
          <ul
            aria-labelledby="delete-account-consequences"
            className="mt-2 flex list-disc flex-col gap-1.5 pl-5 marker:text-slate-400"
          >
            {accountMessages.deleteAccountConsequences.map((consequence) => (
              <li key={consequence}>{consequence}</li>
            ))}
          </ul>
        </div>
        {profile.isError ? (
          <LoadFailed
            message={accountMessages.profileLoadFailed}
            retrying={profile.isFetching}
            onRetry={() => profile.refetch()}
          />
        ) : (
          <DeleteAccountDialog hasPassword={profile.data?.hasPassword} />
        )}
      </div>
    </SettingsCard>
  );
}
