import { composeMail } from '../mail/mail.service.ts';

/** An admin's warning after reports of someone's video calls. */
export function callWarningMail(args: { appUrl: string; username: string }) {
  return composeMail({
    appUrl: args.appUrl,
    subject: 'A warning about your Pomopal video calls',
    greeting: `Hello ${args.username},`,
    lines: [
      'Partners you met on Pomopal video calls reported how a call went, and after reading the reports we are writing to warn you.',
      'Every call follows the video guidelines you accepted: be respectful, keep your camera on what you are working on, and share nothing offensive.',
      'If more reports follow, your account may be suspended.',
    ],
    action: 'Read the guidelines',
    link: new URL('/accountability', args.appUrl).toString(),
    footer: 'If you think this is a mistake, reply to this message.',
  });
}
