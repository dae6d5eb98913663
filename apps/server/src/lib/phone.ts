/**
 * A phone number as WhatsApp names the customer (`wa_id`, `from`): digits only, country code first, no `+`.
 * Platforms send numbers as people typed them ("+1 (555) 123-4567"); null when it cannot be a number.
 */
export function normalisePhone(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 6 && digits.length <= 15 ? digits : null;
}
