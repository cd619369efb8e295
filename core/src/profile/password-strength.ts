/**
 * The sign-up strength meter of the spec: one point each for 8+ characters,
 * an uppercase letter, a digit and a character that is neither letter nor digit.
 */
export type PasswordStrength = {
  points: 0 | 1 | 2 | 3 | 4;
  label: 'weak' | 'fair' | 'good' | 'strong' | 'very-strong' | null;
  /** Bar width in percent: (points + 1) * 25 when anything is typed, else 0. */
  widthPercent: number;
};

const labels = ['weak', 'fair', 'good', 'strong', 'very-strong'] as const;

export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return { points: 0, label: null, widthPercent: 0 };
  const points = [
    password.length >= 8,
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length as PasswordStrength['points'];
  return { points, label: labels[points], widthPercent: Math.min(100, (points + 1) * 25) };
}
