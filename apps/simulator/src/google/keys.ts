import crypto from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { GoogleAccount } from './store.ts';

/** An RSA key made when the simulator starts; its public half is served as the provider's JWKS. */
export async function createSigningKey() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = crypto.randomBytes(10).toString('hex');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };

  return {
    jwks: { keys: [jwk] },
    /** An id_token as Google issues it (RS256, kid in the header). */
    async idToken(params: {
      issuer: string;
      clientId: string;
      account: GoogleAccount;
      nonce: string | undefined;
      accessToken: string;
    }): Promise<string> {
      const digest = crypto.createHash('sha256').update(params.accessToken).digest();
      const { account } = params;
      return new SignJWT({
        azp: params.clientId,
        email: account.email,
        email_verified: account.emailVerified,
        at_hash: digest.subarray(0, 16).toString('base64url'),
        name: account.name,
        given_name: account.givenName,
        ...(account.familyName ? { family_name: account.familyName } : {}),
        locale: 'en',
        ...(params.nonce ? { nonce: params.nonce } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(params.issuer)
        .setAudience(params.clientId)
        .setSubject(account.sub)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    },
  };
}
export type SigningKey = Awaited<ReturnType<typeof createSigningKey>>;
