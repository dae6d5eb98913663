import {
  ACCOUNT_LINK_PATHS,
  INVITATION_MESSAGES,
  INVITATION_TTL_SECONDS,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TTL_SECONDS,
} from '@bizamply/contracts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The token rides in the fragment (`#token=`): browsers never send a fragment to a server, so it cannot
 * land in our access logs, a proxy's, or a Referer header; the page posts it in a JSON body instead.
 */
export const accountLink = (publicUrl: string, path: string, token: string) => `${publicUrl}${path}#token=${token}`;

function linkMail(input: { to: string; subject: string; intro: string; action: string; link: string; outro: string }) {
  const text = [input.intro, '', `${input.action}: ${input.link}`, '', input.outro].join('\n');
  const html = [
    `<p>${escapeHtml(input.intro)}</p>`,
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(input.action)}</a></p>`,
    `<p style="color:#555">${escapeHtml(input.outro)}</p>`,
  ].join('\n');
  return { to: input.to, subject: input.subject, text, html };
}

export function passwordResetMail(to: string, publicUrl: string, token: string): OutgoingMail {
  return linkMail({
    to,
    subject: PASSWORD_RESET_MESSAGES.mailSubject,
    intro: 'Someone asked to reset the password of your Bizamply account.',
    action: 'Set a new password',
    link: accountLink(publicUrl, ACCOUNT_LINK_PATHS.resetPassword, token),
    outro: `The link works once and expires in ${PASSWORD_RESET_TTL_SECONDS / 60} minutes. If you did not ask for it, you can ignore this email: your password stays as it is.`,
  });
}

export function invitationMail(to: string, publicUrl: string, token: string, firstName: string | null): OutgoingMail {
  const days = INVITATION_TTL_SECONDS / (24 * 60 * 60);
  return linkMail({
    to,
    subject: INVITATION_MESSAGES.mailSubject,
    intro: `${firstName ? `Hi ${firstName}, your` : 'Your'} Bizamply account is ready: an administrator created it for this address. Set a password to sign in, or sign in with Google using this address.`,
    action: 'Set your password',
    link: accountLink(publicUrl, ACCOUNT_LINK_PATHS.acceptInvitation, token),
    outro: `The link works once and expires in ${days} days.`,
  });
}

/** Enqueued after the token's transaction committed; the worker delivers it (dev mailbox or SMTP). */
export async function enqueueMail(queue: JobQueue, mail: OutgoingMail): Promise<void> {
  await queue.add('mail:send', mail, { maxAttempts: 5 });
}
