import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseSize, shoeSizeForFoot, sizeSystems, type ShoeSize } from '@sprout/core';

/** The debug size calculator: a foot length in cm gives the shoe size in every system. */
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
    </section>
  );
}
