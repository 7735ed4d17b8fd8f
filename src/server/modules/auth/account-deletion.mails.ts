import { composeMail } from '../mail/mail.service.ts';

/** Sent once the account and its data are gone, to the address it had. */
export function accountDeletedMail(args: { appUrl: string; name: string }) {
  return composeMail({
    appUrl: args.appUrl,
    subject: 'Your Pomopal account has been deleted',
    greeting: args.name ? `Hello ${args.name},` : 'Hello,',
    lines: [
      'As you asked, your Pomopal account has been deleted, with your tasks, focus sessions, breaks, preferences and settings. This cannot be undone.',
      'If you had a paid plan, it was cancelled at the payment provider and will not renew.',
      'You are welcome back any time with a new account.',
    ],
    action: 'Visit Pomopal',
    link: args.appUrl,
    footer: 'If you did not ask for this, reply to this message at once.',
  });
}
