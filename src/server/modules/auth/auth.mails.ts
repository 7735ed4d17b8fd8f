import { composeMail } from '../mail/mail.service.ts';

/** The account mails better-auth sends: what each says, in Pomopal's one mail layout. */

const hello = (name: string | null | undefined) => (name ? `Hello ${name},` : 'Hello,');

export function confirmEmailMail(args: { appUrl: string; name?: string | null; link: string }) {
  return composeMail({
    appUrl: args.appUrl,
    subject: 'Confirm your e-mail address for Pomopal',
    greeting: hello(args.name),
    lines: ['Welcome to Pomopal! Please confirm that this e-mail address is yours.'],
    action: 'Confirm e-mail address',
    link: args.link,
    footer: 'If you did not create a Pomopal account, you can ignore this message.',
  });
}

export function resetPasswordMail(args: { appUrl: string; name?: string | null; link: string }) {
  return composeMail({
    appUrl: args.appUrl,
    subject: 'Reset your Pomopal password',
    greeting: hello(args.name),
    lines: [
      'Someone asked to reset the password of your Pomopal account.',
      'The link works once and expires in one hour.',
    ],
    action: 'Choose a new password',
    link: args.link,
    footer: 'If it was not you, ignore this message: your password stays as it is.',
  });
}

export function changeEmailMail(args: { appUrl: string; name?: string | null; link: string }) {
  return composeMail({
    appUrl: args.appUrl,
    subject: 'Confirm your new e-mail address for Pomopal',
    greeting: hello(args.name),
    lines: ['Please confirm that you want to use this address for your Pomopal account.'],
    action: 'Confirm new e-mail address',
    link: args.link,
    footer: 'If you did not ask for this change, you can ignore this message.',
  });
}

/** To the owner of an address someone tried to create a second account with. */
export function existingAccountMail(args: { appUrl: string; name?: string | null }) {
  return composeMail({
    appUrl: args.appUrl,
    subject: 'Someone tried to create a Pomopal account with your e-mail',
    greeting: hello(args.name),
    lines: [
      'Someone tried to create a new Pomopal account with this e-mail address, which already has one. No new account was created and yours is unchanged.',
      'If it was you, sign in to your account. If you have forgotten your password, you can choose a new one.',
    ],
    action: 'Sign in',
    link: `${args.appUrl}/login`,
    secondary: { action: 'Reset your password', link: `${args.appUrl}/forgot-password` },
    footer: 'If it was not you, you can ignore this message.',
  });
}

/** To the current address of an account whose owner asked to move it to `newEmail`. */
export function emailChangeRequestedMail(args: {
  appUrl: string;
  name?: string | null;
  newEmail: string;
}) {
  return composeMail({
    appUrl: args.appUrl,
    subject: 'Someone asked to change the e-mail address of your Pomopal account',
    greeting: hello(args.name),
    lines: [
      `Someone signed in to your Pomopal account asked to use ${args.newEmail} instead of this address.`,
      'Nothing changes until the new address confirms it. This address stays yours until then.',
    ],
    action: 'Reset your password',
    link: `${args.appUrl}/forgot-password`,
    footer:
      'If it was you, there is nothing to do here. If it was not, reset your password: that signs every other device out.',
  });
}

/** To the owner of an address that another account asked to move to. */
export function emailInUseMail(args: { appUrl: string; name?: string | null }) {
  return composeMail({
    appUrl: args.appUrl,
    subject: 'Someone tried to move a Pomopal account to your e-mail',
    greeting: hello(args.name),
    lines: [
      'Someone signed in to another Pomopal account asked to use this e-mail address for it. This address already belongs to your account, so nothing was changed.',
      'If it was you: an address can belong to one account only. Sign in here with this address to use this account.',
    ],
    action: 'Sign in',
    link: `${args.appUrl}/login`,
    footer: 'If it was not you, you can ignore this message: your account is unchanged.',
  });
}

/** To the owner of an address locked by others' failed sign-ins, who gave the right password. */
export function signInLinkMail(args: { appUrl: string; link: string; expiresInMinutes: number }) {
  return composeMail({
    appUrl: args.appUrl,
    subject: 'Your link to sign in to Pomopal',
    greeting: hello(null),
    lines: [
      'Someone gave the right password for your Pomopal account from a browser it does not know yet, while too many failed sign-ins elsewhere had locked the account.',
      `If it was you, this link signs you in. It works once and expires in ${args.expiresInMinutes} minutes.`,
    ],
    action: 'Sign in to Pomopal',
    link: args.link,
    footer:
      'If it was not you, do not follow the link, and change your password: someone else knows it.',
  });
}
