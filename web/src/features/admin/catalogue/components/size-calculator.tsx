import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  parseSize,
  shoeSizeChart,
  shoeSizeForFoot,
  sizeSystems,
  type ShoeSize,
} from '@sprout/core';

/** The spec's admin conversion table: the children's shoe sizes, EU 16 to 39. */
const tableRows = shoeSizeChart.filter((row) => row.EU >= 16 && row.EU <= 39);

/**
 * The debug size calculator: a foot length in cm gives the shoe size in every system; below it,
 * the conversion table of EU 16 to 39.
 */
export function SizeCalculator() {
  const { t } = useLingui();
  const id = useId();
  const [foot, setFoot] = useState('');
  const [result, setResult] = useState<ShoeSize | null>(null);
  const [error, setError] = useState(false);

  const calculate = () => {
    const cm = parseSize(foot);
    if (cm === null || cm <= 0) {
      setError(true);
      setResult(null);
      return;
    }
    setError(false);
    setResult(shoeSizeForFoot(cm));
  };

  return (
    <section className="card admin-calculator" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Size Calculator</Trans>
      </h2>
      <form
        className="admin-calculator__form"
        onSubmit={(event) => {
          event.preventDefault();
          calculate();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-foot`}>
            <Trans>Foot length (cm)</Trans>
          </label>
          <input
            id={`${id}-foot`}
            inputMode="decimal"
            value={foot}
            onChange={(event) => setFoot(event.target.value)}
            aria-invalid={error}
          />
        </div>
        <button type="submit" className="button">
          <Trans>Calculate</Trans>
        </button>
      </form>
      {error ? (
        <p className="field__error" role="alert">
          {t`Please enter a valid number`}
        </p>
      ) : null}
      {result ? (
        <dl className="admin-calculator__result">
          {sizeSystems.map((system) => (
            <div key={system}>
              <dt>{system}</dt>
              <dd>{String(result.conversions[system])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <details className="admin-calculator__table">
        <summary>
          <Trans>Conversion table (EU 16–39)</Trans>
        </summary>
        <div className="admin-table__wrap">
          <table className="admin-table">
            <thead>
              <tr>
                {sizeSystems.map((system) => (
                  <th key={system} scope="col">
                    {system}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tableRows.map((row) => (
                <tr key={row.EU}>
                  {sizeSystems.map((system) => (
                    <td key={system}>{String(row[system])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
