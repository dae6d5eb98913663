import {
  PASSWORD_HINTS,
  PASSWORD_STRENGTH_LABELS,
  SHOP_SIGNUP_SPECIALS,
  type PasswordStrengthLabel,
} from '@bizamply/contracts';

export interface PasswordStrength {
  /** 0 to 5. */
  score: number;
  label: PasswordStrengthLabel;
  /** The unmet requirements, in the helper's order ('At least 8 characters', 'One lowercase letter'...). */
  missing: string[];
}

/** The simple registration only accepts these specials (spec 1 §5). */
export const SIMPLE_SIGNUP_SPECIALS = /[@$!%*?&]/;

function requirements(password: string, specials: RegExp) {
  return [
    { met: password.length >= 8, hint: PASSWORD_HINTS.minLength },
    { met: /[a-z]/.test(password), hint: PASSWORD_HINTS.lowercase },
    { met: /[A-Z]/.test(password), hint: PASSWORD_HINTS.uppercase },
    { met: /\d/.test(password), hint: PASSWORD_HINTS.number },
    { met: specials.test(password), hint: PASSWORD_HINTS.special },
  ];
}

/**
 * Shop-based sign-up (spec 1 §5): one point each for length ≥ 8, a lowercase letter, an uppercase letter, a
 * digit, a special from !@#$%^&*(),.?":{}|<> and length ≥ 12, capped at 5; labels Very Weak (0) to Very Strong (5).
 */
export function shopPasswordStrength(password: string): PasswordStrength {
  const checks = requirements(password, SHOP_SIGNUP_SPECIALS);
  const points = checks.filter((check) => check.met).length + (password.length >= 12 ? 1 : 0);
  const score = Math.min(5, points);
  return {
    score,
    label: PASSWORD_STRENGTH_LABELS[score] ?? 'Very Weak',
    missing: checks.filter((check) => !check.met).map((check) => check.hint),
  };
}

/**
 * Simple registration (spec 1 §5): five criteria (specials from @$!%*?&); 0-1 Very Weak, 2 Weak, 3 Fair,
 * 4 Good, 5 Strong.
 */
export function simplePasswordStrength(password: string): PasswordStrength {
  const checks = requirements(password, SIMPLE_SIGNUP_SPECIALS);
  const score = checks.filter((check) => check.met).length;
  const labels: readonly PasswordStrengthLabel[] = ['Very Weak', 'Very Weak', 'Weak', 'Fair', 'Good', 'Strong'];
  return {
    score,
    label: labels[score] ?? 'Very Weak',
    missing: checks.filter((check) => !check.met).map((check) => check.hint),
  };
}
