import type { ReactNode } from 'react';
import { PageHeader } from '../components/ui/page-header.tsx';
import { TextLink } from '../components/ui/text-link.tsx';
import { useAuth } from '../lib/auth-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="flex flex-col gap-2 text-slate-700">{children}</div>
    </section>
  );
}

/** A short, plain privacy policy; linked from login and register. */
export function PrivacyPage() {
  useDocumentTitle('Privacy policy');
  const { user, isPending } = useAuth();
  return (
    <article className="flex flex-col gap-8 text-[15px] leading-relaxed">
      <PageHeader
        title="Privacy policy"
        description="What Pomopal keeps about you, why, and what you can ask us to do with it."
      />
      <Section title="What we store">
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            <strong>Your account:</strong> e-mail address, username, first and last name, and your
            password as a one-way hash (we never see or keep the password itself).
          </li>
          <li>
            <strong>Your work:</strong> tasks, focus sessions and the figures worked out from them.
          </li>
          <li>
            <strong>Your preferences:</strong> timer lengths, focus music theme and similar choices.
          </li>
          <li>
            <strong>Sign-in sessions:</strong> one record per signed-in device, with its browser, IP
            address and times, so you can see and end them in Settings.
          </li>
        </ul>
      </Section>
      <Section title="Cookies">
        <p>
          Cookies are only used for signing in: the session cookie that keeps you signed in, and
          short-lived ones that protect a sign-in through Google or another provider while it runs.
          There are no advertising or tracking cookies. Your browser's local storage only keeps
          layout choices, such as a collapsed side bar, never anything that could sign you in.
        </p>
      </Section>
      <Section title="What we never do">
        <p>
          We do not sell your data, show ads, or share your data with anyone for marketing. E-mail
          is only sent for your account: confirming your address, resetting your password,
          confirming a change of address, and telling you when someone tries to sign up with your
          address or to change it.
        </p>
      </Section>
      <Section title="Services that may process your data">
        <p>
          Pomopal works without outside services. When the operator of this site turns them on,
          these receive only what they need to do their job:
        </p>
        <ul className="list-disc space-y-1.5 pl-5">
          <li>a mail provider, to deliver account e-mails;</li>
          <li>an AI provider, to suggest priorities and write summaries of your tasks;</li>
          <li>payment providers, to handle a Pro subscription (we never see your card details);</li>
          <li>sign-in providers such as Google, when you choose to sign in with them.</li>
        </ul>
      </Section>
      <Section title="Keeping and deleting your data">
        <p>
          We keep your data while you have an account. Ask the operator of this site to delete your
          account and everything in it will be removed. Sessions expire on their own after a week
          without use.
        </p>
      </Section>
      <p className="border-t border-slate-100 pt-6 text-sm text-slate-600">
        {/* Nothing until the session is known, rather than a link that may be the wrong one. */}
        {isPending ? null : user ? (
          <TextLink to="/my-tasks">Back to My Tasks</TextLink>
        ) : (
          <TextLink to="/login">Back to sign in</TextLink>
        )}
      </p>
    </article>
  );
}
