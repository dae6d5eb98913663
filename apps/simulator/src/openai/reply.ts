/** The simulated model: a deterministic reply built from the prompt lines our server sends. */
export function simulatedReply(messages: { role: string; content: string }[]): string {
  const user = [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  const system = messages.find((message) => message.role === 'system')?.content ?? '';
  const field = (name: string) => user.match(new RegExp(`^${name}: (.+)$`, 'm'))?.[1]?.trim() ?? null;
  const customer = field('Customer')?.split(/\s+/)[0];
  const product = field('Product');
  const rating = Number(field('Rating')?.match(/^\d+(\.\d+)?/)?.[0] ?? NaN);
  const brand = system.match(/brand "([^"]+)"/)?.[1] ?? 'our';
  const signOff = system.match(/^End with exactly this sign-off: (.+)$/m)?.[1];
  const about = product ? ` about ${product}` : '';
  const greeting = customer ? `Hi ${customer},` : 'Hi there,';
  const body =
    Number.isFinite(rating) && rating <= 2
      ? `we are sorry to read your feedback${about}. Please contact our support team so we can make it right.`
      : Number.isFinite(rating) && rating === 3
        ? `thank you for your honest feedback${about}; it helps us improve.`
        : `thank you for your kind words${about}! We are so glad you are happy.`;
  return `${greeting} ${body}\n\n${signOff ?? `The ${brand} team`}`;
}

/** Roughly one token per word, as usage numbers only need to be plausible. */
export function countTokens(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
