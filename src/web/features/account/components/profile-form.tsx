import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { Profile } from '../../../../shared/account.schemas.ts';
import { NAME_MAX_LENGTH } from '../../../../shared/account.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { isRefusal } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../api.ts';
import { accountMessages } from '../messages.ts';
import { ChangeEmailDialog } from './change-email-dialog.tsx';

/** Username and e-mail read-only (SPEC.md 5), first and last name editable. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [firstName, setFirstName] = useState(profile.firstName ?? '');
  const [lastName, setLastName] = useState(profile.lastName ?? '');
  const update = useUpdateProfile();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      { firstName, lastName },
      {
        onSuccess: () => toast({ variant: 'success', title: accountMessages.profileUpdated }),
        onError: (error) =>
          toast({
            variant: 'error',
            title: accountMessages.profileUpdateFailed,
            // A refused value says what to fix; other failures have nothing useful to add.
            description: isRefusal(error) ? error.message : undefined,
          }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-5" aria-label="Profile Information">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Username"
          value={profile.username}
          readOnly
          hint="Your username cannot be changed."
        />
        <div className="flex flex-col gap-2">
          <Input label="Email" type="email" value={profile.email} readOnly />
          <div>
            <ChangeEmailDialog currentEmail={profile.email} />
          </div>
        </div>
        <Input
          label="First name"
          name="first-name"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <Input
          label="Last name"
          name="last-name"
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      <div className="flex justify-end border-t border-slate-100 pt-5">
        <Button type="submit" loading={update.isPending} icon={<Save aria-hidden="true" />}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
