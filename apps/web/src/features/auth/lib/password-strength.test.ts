import { PASSWORD_HINTS } from '@bizamply/contracts';
import { describe, expect, it } from 'vitest';
import { shopPasswordStrength, simplePasswordStrength } from './password-strength';

describe('shop sign-up password strength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['a', 1, 'Weak'],
    ['aB', 2, 'Fair'],
    ['aB3', 3, 'Good'],
    ['aB3#', 4, 'Strong'],
    ['aB3#efgh', 5, 'Very Strong'],
    // Length 12 is the sixth point, still capped at 5.
    ['aB3#efghijkl', 5, 'Very Strong'],
    ['abcdefghijkl', 3, 'Good'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(shopPasswordStrength(password)).toMatchObject({ score, label });
  });

  it('lists the unmet requirements in the helper order, with the spec hints', () => {
    expect(shopPasswordStrength('').missing).toEqual([
      'At least 8 characters',
      'One lowercase letter',
      'One uppercase letter',
      'One number',
      'One special character',
    ]);
    expect(shopPasswordStrength('abcdefgh').missing).toEqual([
      PASSWORD_HINTS.uppercase,
      PASSWORD_HINTS.number,
      PASSWORD_HINTS.special,
    ]);
    expect(shopPasswordStrength('Str0ng#Pass').missing).toEqual([]);
  });

  it('counts the shop form specials !@#$%^&*(),.?":{}|<> and nothing else', () => {
    for (const special of '!@#$%^&*(),.?":{}|<>') {
      expect(shopPasswordStrength(`Abcdefg1${special}`).missing).toEqual([]);
    }
    expect(shopPasswordStrength('Abcdefg1_').missing).toEqual([PASSWORD_HINTS.special]);
  });
});

describe('simple registration password strength', () => {
  it.each([
    ['', 'Very Weak'],
    ['a', 'Very Weak'],
    ['aB', 'Weak'],
    ['aB3', 'Fair'],
    ['aB3@', 'Good'],
    ['aB3@efgh', 'Strong'],
  ])('%j is %s (5 criteria)', (password, label) => {
    expect(simplePasswordStrength(password).label).toBe(label);
  });

  it('only accepts @$!%*?& as the special character', () => {
    expect(simplePasswordStrength('Abcdefg1#').missing).toEqual([PASSWORD_HINTS.special]);
    expect(simplePasswordStrength('Abcdefg1?').missing).toEqual([]);
  });
});
