import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { formatSizeForMarket, languages, type ClothingTable, type MarketCode } from '@sprout/core';
import { useRouteLanguage } from '../../lib/use-route-language';
import { SizeLabel } from './size-label';

/** One of the big sizes: the EU size, its test id, and an optional line below it. */
type MainSize = { eu: number; testId: string; detail?: ReactNode };

type MainSizesProps = {
  market: MarketCode;
  clothing: MainSize & { table?: ClothingTable };
  /** null before the child walks (core's wearsShoes): no shoe size then. */
  shoes: MainSize | null;
};

/**
 * A sizes card (today's sizes, a season's forecast): its title, then the clothing and shoe sizes
 * in the market's standard and the page's number format, then what the card adds below.
 */
export function SizesCard({
  className,
  titleId,
  title,
  children,
  ...sizes
}: MainSizesProps & { className: string; titleId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <MainSizes {...sizes} />
      {children}
    </section>
  );
}

function MainSizes({ market, clothing, shoes }: MainSizesProps) {
  const locale = languages[useRouteLanguage()].intl;
  const rows = [
    {
      label: <Trans>Clothing</Trans>,
      size: clothing,
      text: formatSizeForMarket(market, clothing.eu, 'clothing', { table: clothing.table, locale }),
    },
    ...(shoes
      ? [
          {
            label: <Trans>Shoes</Trans>,
            size: shoes,
            text: formatSizeForMarket(market, shoes.eu, 'shoes', { locale }),
          },
        ]
      : []),
  ];
  return (
    <div className="sizes__main">
      {rows.map(({ label, size, text }) => (
        <p key={size.testId}>
          <span className="sizes__label">{label}</span>
          <strong className="sizes__value" data-testid={size.testId}>
            <SizeLabel text={text} />
          </strong>
          {size.detail ? <span>{size.detail}</span> : null}
        </p>
      ))}
      {shoes ? null : (
        <p className="sizes__no-shoes" data-testid="no-shoes">
          <span className="sizes__label">
            <Trans>Shoes</Trans>
          </span>
          <span>
            <Trans>No shoe size before walking.</Trans>
          </span>
        </p>
      )}
    </div>
  );
}
