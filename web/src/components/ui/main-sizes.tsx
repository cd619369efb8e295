import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

/** One of the big sizes: the formatted size, its test id, and an optional line below it. */
export type MainSize = { value: string; testId: string; detail?: ReactNode };

/** The clothing and shoe sizes at the top of a sizes card (today's sizes, a season's forecast). */
export function MainSizes({ clothing, shoes }: { clothing: MainSize; shoes: MainSize }) {
  const rows = [
    { key: 'clothing', label: <Trans>Clothing</Trans>, size: clothing },
    { key: 'shoes', label: <Trans>Shoes</Trans>, size: shoes },
  ];
  return (
    <div className="sizes__main">
      {rows.map(({ key, label, size }) => (
        <p key={key}>
          <span className="sizes__label">{label}</span>
          <strong className="sizes__value" data-testid={size.testId}>
            {size.value}
          </strong>
          {size.detail ? <span>{size.detail}</span> : null}
        </p>
      ))}
    </div>
  );
}
