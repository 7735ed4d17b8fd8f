import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { Profile, UpdateProfile } from '../../../../shared/account.schemas.ts';
import {
  NAME_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_RULE,
} from '../../../../shared/name-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { isApiError, isRefusal } from '../../../lib/api-client.ts';
import { accountSchemas } from '../../../lib/schema-loaders.ts';
import { useUpdateProfile } from '../api.ts';
import { accountMessages } from '../messages.ts';
import { ChangeEmailDialog } from './change-email-dialog.tsx';

/** The username and the names are editable; the e-mail changes through its own confirmation. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [username, setUsername] = useState(profile.username);
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [firstName, setFirstName] = useState(profile.firstName ?? '');
  const [lastName, setLastName] = useState(profile.lastName ?? '');
  const update = useUpdateProfile();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes: UpdateProfile = { firstName, lastName };
    // Sent only when changed: an early account's username is its e-mail address, which the rule
    // no longer allows, and it may keep it.
    if (username !== profile.username) {
      // Loaded already: the profile this form shows was checked with the same schemas.
      const { usernameSchema } = accountSchemas.loaded() ?? (await accountSchemas.load());
      const parsed = usernameSchema.safeParse(username);
      if (!parsed.success) {
        setUsernameError(parsed.error.issues[0]?.message ?? USERNAME_RULE);
        return;
      }
      changes.username = parsed.data;
    }
    setUsernameError(null);
    update.mutate(changes, {
      onSuccess: (saved) => {
        setUsername(saved.username);
        toast({ variant: 'success', title: accountMessages.profileUpdated });
      },
      onError: (error) => {
        if (isApiError(error, 'account.username_taken')) {
          setUsernameError(accountMessages.usernameTaken);
          return;
        }
        toast({
          variant: 'error',
          title: accountMessages.profileUpdateFailed,
          // A refused value says what to fix; other failures have nothing useful to add.
          description: isRefusal(error) ? error.message : undefined,
        });
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-5" aria-label="Profile Information">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Username"
          name="username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={Math.max(USERNAME_MAX_LENGTH, profile.username.length)}
          value={username}
          error={usernameError}
          hint={USERNAME_RULE}
          onChange={(event) => {
            setUsername(event.target.value);
            setUsernameError(null);
          }}
        />
        <div className="flex min-w-0 flex-col gap-2">
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
