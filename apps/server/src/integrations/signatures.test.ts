import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deliveryHash } from './signatures.ts';

describe('deliveryHash', () => {
  it('is the SHA-256 of the exact bytes, in hex (the ids stored before stay the ids of redeliveries)', () => {
    // The known digest pins the algorithm and encoding: a redelivery must map to the id its first copy stored.
    expect(deliveryHash(Buffer.from('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const body = Buffer.from(
      JSON.stringify({ event: 'review/created', review: { id: 'é😀', body: 'x'.repeat(5000) } }),
    );
    expect(deliveryHash(body)).toBe(crypto.createHash('sha256').update(body).digest('hex'));
  });

  it('tells apart bodies that differ in one byte', () => {
    expect(deliveryHash(Buffer.from('{"a":1}'))).not.toBe(deliveryHash(Buffer.from('{"a":2}')));
  });
});
