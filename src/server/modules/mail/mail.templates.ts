export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  /** The one action the mail asks for; logged when mail goes to the outbox. */
  link: string;
}

interface ActionMail {
  appUrl: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  link: string;
  footer: string;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** One layout for every account mail: a plain-text part and a simple, inline-styled HTML part. */
function actionMail(mail: ActionMail): MailMessage {
  const text = [
    mail.greeting,
    '',
    ...mail.lines,
    '',
    `${mail.action}: ${mail.link}`,
    '',
    mail.footer,
    '',
    `Pomopal · ${mail.appUrl}`,
  ].join('\n');
  const paragraphs = mail.lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#d23d1f">Pomopal</p>
<p style="margin:0 0 16px">${escapeHtml(mail.greeting)}</p>
${paragraphs.join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:#d23d1f;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(mail.action)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#475569">If the button does not work, open this address: <a href="${escapeHtml(mail.link)}" style="color:#d23d1f">${escapeHtml(mail.link)}</a></p>
<p style="margin:0;font-size:14px;color:#475569">${escapeHtml(mail.footer)}</p>
</div>
<p style="text-align:center;font-size:12px;color:#64748b;margin-top:16px"><a href="${escapeHtml(mail.appUrl)}" style="color:#64748b">Pomopal</a></p>
</body>
</html>`;
  return { subject: mail.subject, text, html, link: mail.link };
}

const hello = (name: string | null | undefined) => (name ? `Hello ${name},` : 'Hello,');

export function confirmEmailMail(args: { appUrl: string; name?: string | null; link: string }) {
  return actionMail({
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
  return actionMail({
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
  return actionMail({
    appUrl: args.appUrl,
    subject: 'Confirm your new e-mail address for Pomopal',
    greeting: hello(args.name),
    lines: ['Please confirm that you want to use this address for your Pomopal account.'],
    action: 'Confirm new e-mail address',
    link: args.link,
    footer: 'If you did not ask for this change, you can ignore this message.',
  });
}
