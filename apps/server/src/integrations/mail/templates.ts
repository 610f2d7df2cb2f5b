import { PRODUCT_NAME } from '@groundwork/shared/constants';
import type { MailMessage } from './mail.port.ts';

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** One plain layout: a greeting, a paragraph, one button-like link, and the link written out. */
const compose = (
  to: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
): MailMessage => {
  const text = [...paragraphs, '', `${action.label}: ${action.url}`, '', footer].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e;max-width:560px">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#2f6f4f;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">If the button does not work, open this link: <br>${escapeHtml(action.url)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>
</body></html>`;
  return { to, subject, text, html, links: [action.url] };
};

export const verificationEmail = (to: string, name: string, url: string): MailMessage =>
  compose(
    to,
    `Verify your ${PRODUCT_NAME} e-mail address`,
    [
      `Hello ${name},`,
      `Please confirm that ${to} is your e-mail address to finish setting up your ${PRODUCT_NAME} account. The link works once and expires in 24 hours.`,
    ],
    { label: 'Verify e-mail address', url },
    'If you did not create an account, you can ignore this message.',
  );

export const passwordResetEmail = (to: string, url: string): MailMessage =>
  compose(
    to,
    `Reset your ${PRODUCT_NAME} password`,
    [
      'Hello,',
      'Someone asked to reset the password of your account. The link works once and expires in 30 minutes; after the change every device is signed out.',
    ],
    { label: 'Choose a new password', url },
    'If you did not ask for this, you can ignore this message: your password stays as it is.',
  );

export const invitationEmail = (
  to: string,
  details: {
    senderName: string;
    campaignName: string;
    offerTitle: string;
    message: string | null;
    url: string;
    expiresAt: Date;
  },
): MailMessage =>
  compose(
    to,
    `${details.senderName} invited you to ${details.campaignName} on ${PRODUCT_NAME}`,
    [
      'Hello,',
      `${details.senderName} invited you to join ${details.campaignName} as ${details.offerTitle}.`,
      ...(details.message ? [`"${details.message}"`] : []),
      `The invitation expires on ${details.expiresAt.toUTCString()}.`,
    ],
    { label: 'Accept the invitation', url: details.url },
    'If you do not know this campaign, you can ignore this message.',
  );
