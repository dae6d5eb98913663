import { ACCESS_MESSAGES, VERIFICATION_CODE_TTL_SECONDS } from '@bizamply/contracts';
import type { JobQueue } from '../../jobs/queue.ts';

const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;

export function verificationMail(to: string, code: string) {
  const text = [
    `Your Bizamply verification code is ${code}.`,
    '',
    `Enter it on the verification page to confirm your email address. The code expires in ${minutes} minutes.`,
    '',
    'If you did not create a Bizamply account, you can ignore this email.',
  ].join('\n');
  // The code is six digits, so nothing in the HTML needs escaping.
  const html = [
    '<p>Your Bizamply verification code is:</p>',
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>`,
    `<p>Enter it on the verification page to confirm your email address. The code expires in ${minutes} minutes.</p>`,
    '<p>If you did not create a Bizamply account, you can ignore this email.</p>',
  ].join('\n');
  return { to, subject: ACCESS_MESSAGES.verificationEmailSubject, text, html };
}

/** Called after the code's transaction committed; the worker delivers it (dev mailbox or SMTP). */
export async function enqueueVerificationMail(queue: JobQueue, to: string, code: string): Promise<void> {
  await queue.add('mail:send', verificationMail(to, code), { maxAttempts: 5 });
}
