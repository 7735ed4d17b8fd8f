// better-auth 1.7.7 mails only the new address of an e-mail change, and when that address has an
// account it mails no one and answers exactly as it does otherwise. After every accepted request
// this tells the account's current address (the owner hears of a change made with a stolen
// session), and the owner of an address already in use (instead of its confirmation link). The
// requester sees the same answer either way, so it reveals no one's account; the mail to the
// new address tells its owner the truth.
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { z } from 'zod';
import type { MailMessage } from '../mail/mail.service.ts';
import { emailChangeRequestedMail, emailInUseMail } from './auth.mails.ts';

const CHANGE_EMAIL_PATH = '/change-email';

const acceptedSchema = z.object({ status: z.literal(true) });
const requestSchema = z.object({ newEmail: z.string() });

export function changeEmailNotices(deps: {
  appUrl: string;
  deliver(to: string, message: MailMessage): void;
}): BetterAuthPlugin {
  const { appUrl, deliver } = deps;
  return {
    id: 'pomopal-change-email-notices',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === CHANGE_EMAIL_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const request = requestSchema.safeParse(ctx.body);
            if (!acceptedSchema.safeParse(ctx.context.returned).success || !request.success) return;
            const signedIn = await getSessionFromCtx(ctx);
            if (!signedIn) return;
            const { user } = signedIn;
            const newEmail = request.data.newEmail.toLowerCase();
            // Looked up whatever the answer, so both cases take the same time.
            const owner = await ctx.context.internalAdapter.findUserByEmail(newEmail);
            if (owner && owner.user.id !== user.id) {
              deliver(owner.user.email, emailInUseMail({ appUrl, name: owner.user.name }));
            }
            deliver(user.email, emailChangeRequestedMail({ appUrl, name: user.name, newEmail }));
          }),
        },
      ],
    },
  };
}
