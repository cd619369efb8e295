import { Trans } from '@lingui/react/macro';
import { passwordStrength } from '@sprout/core';

export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  if (!strength.label) return null;
  return (
    <div className={`strength strength--${strength.label}`} aria-live="polite">
      <div className="strength__track" aria-hidden="true">
        <div className="strength__bar" style={{ inlineSize: `${strength.widthPercent}%` }} />
      </div>
      <p className="strength__label">
        <Trans>Password strength:</Trans> <StrengthLabel label={strength.label} />
      </p>
    </div>
  );
}

function StrengthLabel({
  label,
}: {
  label: NonNullable<ReturnType<typeof passwordStrength>['label']>;
}) {
  switch (label) {
    case 'weak':
      return <Trans>Weak</Trans>;
    case 'fair':
      return <Trans>Fair</Trans>;
    case 'good':
      return <Trans>Good</Trans>;
    case 'strong':
      return <Trans>Strong</Trans>;
    case 'very-strong':
      return <Trans>Very Strong</Trans>;
  }
}
