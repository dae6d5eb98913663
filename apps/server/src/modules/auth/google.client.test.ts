import { describe, expect, it } from 'vitest';
import { idTokenClaimsSchema } from './google.client.ts';

const claims = { sub: 'google-1', email: 'ada@example.com', email_verified: true, nonce: 'n' };

describe('the picture claim of a Google ID token', () => {
  it('keeps an https picture', () => {
    const parsed = idTokenClaimsSchema.parse({ ...claims, picture: 'https://lh3.googleusercontent.com/a/me.png' });
    expect(parsed.picture).toBe('https://lh3.googleusercontent.com/a/me.png');
  });

  it.each([
    'http://images.example.com/me.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'https://user:secret@images.example.com/me.png',
    `https://images.example.com/${'a'.repeat(2000)}.png`,
    42,
  ])('drops %s without failing the sign-in', (picture) => {
    const parsed = idTokenClaimsSchema.parse({ ...claims, picture });
    expect(parsed.picture).toBeUndefined();
    expect(parsed.email).toBe('ada@example.com');
  });

  it('accepts a token without a picture', () => {
    expect(idTokenClaimsSchema.parse(claims).picture).toBeUndefined();
  });
});
