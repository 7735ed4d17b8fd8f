import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../../shared/account.schemas.ts';
import { signOut, signOutWith } from '../../../lib/auth-client.ts';
import { errorResponse } from '../../../test/api-errors.ts';
import { resetAuthClientMock } from '../../../test/auth-client-mock.ts';
import { type FetchHandler, jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { LocationProbe } from '../../../test/location-probe.tsx';
import { renderRoutes } from '../../../test/render.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';

vi.mock('../../../lib/auth-client.ts', () => import('../../../test/auth-client-mock.ts'));

const profile = (hasPassword: boolean): Profile => ({
  id: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  username: 'ada',
  firstName: 'Ada',
  lastName: null,
  hasPassword,
  admin: false,
});

const CONFIRM_LABEL = 'Type DELETE to confirm';
const FRESH_SIGN_IN =
  'To delete an account without a password, you must have signed in within the last 5 minutes. If it has been longer, sign in again, then come back to Settings and delete your account.';

/** The API with `answer` for the deletion request; GET /api/me gives the profile. */
function stubAccountApi(hasPassword: boolean, answer: FetchHandler) {
  return stubFetch((url, init) => {
    if (url === '/api/me') return jsonResponse(200, profile(hasPassword));
    if (url === '/api/me/deletion' && init?.method === 'POST') return answer(url, init);
    return undefined;
  });
}

function deletionBodies(fetchMock: ReturnType<typeof stubFetch>): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/me/deletion')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

function renderSection() {
  return renderRoutes(
    [
      { path: '/settings', element: <DeleteAccountSection /> },
      { path: '/login', element: <LocationProbe name="Login" /> },
    ],
    '/settings',
  );
}

/** The message, once it shows in one of the dialog's live regions that interrupt (role=alert). */
async function findAlert(dialog: HTMLElement, text: string) {
  const message = await within(dialog).findByText(text);
  expect(message).toBeVisible();
  expect(message.closest('[role="alert"]')).not.toBeNull();
  return message;
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

describe('DeleteAccountSection', () => {
  beforeEach(() => {
    resetAuthClientMock();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says plainly what deleting does', async () => {
    stubAccountApi(true, () => undefined);
    renderSection();

    const section = await screen.findByRole('region', { name: 'Delete account' });
    const consequences = within(section).getByRole('list', {
      name: 'When you delete your account:',
    });
    expect(
      within(consequences)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Every task, project, label and focus session, and all your preferences and settings, are deleted and cannot be recovered.',
      'You are signed out on every device at once.',
      'An active paid plan is cancelled at once at the payment provider, with no refund for the time left.',
      'Reports other people made about your account are kept for moderation.',
      'Payment records are kept, without your name or address.',
      'We send a confirmation e-mail once your account is deleted.',
    ]);
    expect(section).not.toHaveTextContent(/download/i);
  });

  it('keeps the final button disabled until DELETE is typed exactly', async () => {
    const fetchMock = stubAccountApi(true, () => jsonResponse(204));
    renderSection();
    const dialog = await openDialog();
    const deleteButton = within(dialog).getByRole('button', { name: 'Delete my account' });
    const word = within(dialog).getByLabelText(CONFIRM_LABEL);

    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-pw');
    expect(deleteButton).toBeDisabled();
    for (const typed of ['delete', 'DELET', 'DELETE ', ' DELETE', 'Delete']) {
      await userEvent.clear(word);
      await userEvent.type(word, typed);
      expect(deleteButton).toBeDisabled();
    }
    expect(deletionBodies(fetchMock)).toEqual([]);

    await userEvent.clear(word);
    await userEvent.type(word, 'DELETE');
    expect(deleteButton).toBeEnabled();
  });

  it('says a wrong password under its field, keeps the typed word and asks for the password again', async () => {
    const fetchMock = stubAccountApi(true, () => errorResponse('account.wrong_password'));
    renderSection();
    const dialog = await openDialog();

    await userEvent.type(within(dialog).getByLabelText('Password'), 'not-my-password');
    await userEvent.type(within(dialog).getByLabelText(CONFIRM_LABEL), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    const password = within(dialog).getByLabelText('Password');
    expect(
      await within(dialog).findByText('That password is not right. Please try again.'),
    ).toBeVisible();
    expect(password).toHaveAccessibleDescription('That password is not right. Please try again.');
    expect(password).toBeInvalid();
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(within(dialog).getByLabelText(CONFIRM_LABEL)).toHaveValue('DELETE');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(deletionBodies(fetchMock)).toEqual([
      { confirmation: 'DELETE', password: 'not-my-password' },
    ]);
    expect(screen.queryByText(/Login page/)).not.toBeInTheDocument();

    // Typing again takes the message away.
    await userEvent.type(password, 'x');
    expect(within(dialog).queryByText('That password is not right. Please try again.')).toBeNull();
  });

  it('asks for the password before sending anything', async () => {
    const fetchMock = stubAccountApi(true, () => jsonResponse(204));
    renderSection();
    const dialog = await openDialog();

    await userEvent.type(within(dialog).getByLabelText(CONFIRM_LABEL), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'Enter your password to delete your account.',
    );
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    expect(deletionBodies(fetchMock)).toEqual([]);
  });

  it('shows how long to wait after too many tries, and what failed otherwise, keeping the input', async () => {
    let answer = () =>
      errorResponse(
        'request.rate_limited',
        'Too many password tries. Please wait 15 minutes and try again.',
      );
    stubAccountApi(true, () => answer());
    renderSection();
    const dialog = await openDialog();

    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-pw');
    await userEvent.type(within(dialog).getByLabelText(CONFIRM_LABEL), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(
      await within(dialog).findByText(
        'Too many password tries. Please wait 15 minutes and try again.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Password')).toHaveValue('secret-pw');

    answer = () => jsonResponse(500, { statusCode: 500, code: 'server.internal', message: 'x' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await findAlert(dialog, 'Could not delete your account. Please try again.');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('secret-pw');
    expect(within(dialog).getByLabelText(CONFIRM_LABEL)).toHaveValue('DELETE');
  });

  it('once deleted, clears the device as signing out does and goes to sign-in, which says what happens next', async () => {
    const fetchMock = stubAccountApi(true, () => jsonResponse(204));
    const { queryClient, router } = renderSection();
    queryClient.setQueryData(['tasks'], [{ id: 't1', title: 'Private task' }]);
    const dialog = await openDialog();

    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-pw');
    await userEvent.type(within(dialog).getByLabelText(CONFIRM_LABEL), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Login page?reason=account-deleted')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletionBodies(fetchMock)).toEqual([{ confirmation: 'DELETE', password: 'secret-pw' }]);
    // The request went through the sign-out that clears the device (lib/session-end.test.tsx).
    expect(signOutWith).toHaveBeenCalledOnce();
    expect(queryClient.getQueryData(['tasks'])).toBeUndefined();
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
  });

  it('asks an account without a password for a recent sign-in, and signs out to get one', async () => {
    const fetchMock = stubAccountApi(false, () => errorResponse('account.sign_in_again'));
    renderSection();
    const dialog = await openDialog();

    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    expect(dialog).toHaveTextContent(FRESH_SIGN_IN);
    expect(within(dialog).getByLabelText(CONFIRM_LABEL)).toHaveFocus();

    await userEvent.type(within(dialog).getByLabelText(CONFIRM_LABEL), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await findAlert(
      dialog,
      'Your last sign-in is more than 5 minutes old. Please sign in again, then delete your account within 5 minutes.',
    );
    expect(deletionBodies(fetchMock)).toEqual([{ confirmation: 'DELETE' }]);
    expect(within(dialog).getByLabelText(CONFIRM_LABEL)).toHaveValue('DELETE');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in again' }));

    expect(await screen.findByText('Login page?next=%2Fsettings')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledOnce();
    expect(signOutWith).toHaveBeenCalledOnce();
  });
});
