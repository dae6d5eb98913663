/** Greeting, thanks, apology and "order here" in the languages our server asks for. */
const PHRASES: Record<string, { hi: string; thanks: string; sorry: string; buy: string; track: string }> = {
  English: {
    hi: 'Hi',
    thanks: 'thank you for your kind words',
    sorry: 'we are sorry to read your feedback',
    buy: 'You can order it here:',
    track: 'Track it here:',
  },
  Spanish: {
    hi: 'Hola',
    thanks: 'gracias por tus palabras',
    sorry: 'sentimos mucho leer tu comentario',
    buy: 'Puedes pedirlo aquí:',
    track: 'Síguelo aquí:',
  },
  French: {
    hi: 'Bonjour',
    thanks: 'merci pour vos mots gentils',
    sorry: 'nous sommes désolés de lire votre message',
    buy: 'Vous pouvez le commander ici :',
    track: 'Suivez-le ici :',
  },
  German: {
    hi: 'Hallo',
    thanks: 'vielen Dank für Ihre lieben Worte',
    sorry: 'es tut uns leid, das zu lesen',
    buy: 'Sie können es hier bestellen:',
    track: 'Hier verfolgen:',
  },
  Portuguese: {
    hi: 'Olá',
    thanks: 'obrigado pelas suas palavras',
    sorry: 'lamentamos ler a sua mensagem',
    buy: 'Pode encomendar aqui:',
    track: 'Acompanhe aqui:',
  },
  Italian: {
    hi: 'Ciao',
    thanks: 'grazie per le belle parole',
    sorry: 'ci dispiace leggere il suo messaggio',
    buy: 'Può ordinarlo qui:',
    track: 'Lo segua qui:',
  },
  Dutch: {
    hi: 'Hoi',
    thanks: 'bedankt voor je lieve woorden',
    sorry: 'het spijt ons dit te lezen',
    buy: 'Je kunt het hier bestellen:',
    track: 'Volg het hier:',
  },
};

/**
 * The simulated model: a deterministic reply built from the prompt lines our server sends — the customer's
 * first name, the rating, the reply language, and the FACTS it may quote (a product page for a question about
 * where to buy, the order status and tracking link for a delivery complaint).
 */
export function simulatedReply(messages: { role: string; content: string }[]): string {
  const user =
    [...messages].reverse().find((message) => message.role === 'user' && /^Message: /m.test(message.content))
      ?.content ??
    [...messages].reverse().find((message) => message.role === 'user')?.content ??
    '';
  const system = messages.find((message) => message.role === 'system')?.content ?? '';
  const field = (name: string) => user.match(new RegExp(`^(?:- )?${name}: (.+)$`, 'm'))?.[1]?.trim() ?? null;
  const customer = field('Customer')?.split(/\s+/)[0];
  const product = field('Product');
  const rating = Number(field('Rating')?.match(/^\d+(\.\d+)?/)?.[0] ?? NaN);
  const brand = system.match(/brand "([^"]+)"/)?.[1] ?? 'our';
  const signOff = system.match(/^End with exactly this sign-off: (.+)$/m)?.[1];
  const language = system.match(/^Reply in (\w+)/m)?.[1] ?? 'English';
  const words = PHRASES[language] ?? (PHRASES['English'] as NonNullable<(typeof PHRASES)[string]>);
  const intent = field('Intent') ?? '';
  const greeting = customer ? `${words.hi} ${customer},` : `${words.hi},`;
  let body: string;
  if (/^question/.test(intent) && field('Product page'))
    body = `${words.thanks}! ${words.buy} ${field('Product page')}`;
  else if (/^delivery complaint/.test(intent) && field("Customer's latest order")) {
    const order = field("Customer's latest order")?.split(',')[0] ?? '';
    const link = field('Tracking link');
    body = `${words.sorry}. ${order}: ${field('Order status') ?? ''}.${link ? ` ${words.track} ${link}` : ''}`;
  } else if (language !== 'English')
    body = Number.isFinite(rating) && rating <= 2 ? `${words.sorry}.` : `${words.thanks}!`;
  else {
    const aboutProduct = product ? ` about ${product}` : '';
    body =
      Number.isFinite(rating) && rating <= 2
        ? `we are sorry to read your feedback${aboutProduct}. Please contact our support team so we can make it right.`
        : Number.isFinite(rating) && rating === 3
          ? `thank you for your honest feedback${aboutProduct}; it helps us improve.`
          : `thank you for your kind words${aboutProduct}! We are so glad you are happy.`;
    return `${greeting} ${body}\n\n${signOff ?? `The ${brand} team`}`;
  }
  return `${greeting} ${body}\n\n${signOff ?? `The ${brand} team`}`;
}

/** Roughly one token per word, as usage numbers only need to be plausible. */
export function countTokens(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
