import { useState, type ChangeEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Season } from '@sprout/core';
import { ErrorBox } from '../../../components/ui/error-box';
import { BackToDashboard } from './admin-layout';
import {
  growthDebugDefaults,
  isoDay,
  runGrowthDebug,
  type GrowthDebugResult,
  type GrowthDebugValues,
} from './growth-debug';

const seasonNames: Readonly<Record<Season, MessageDescriptor>> = {
  spring: msg`Spring`,
  summer: msg`Summer`,
  autumn: msg`Autumn`,
  winter: msg`Winter`,
};

/** A point's chance as a percentage, '–' on points made before the model gave one. */
const percent = (chance: number | undefined) =>
  chance === undefined ? '–' : `${Math.round(chance * 100)} %`;

/** /admin/growth-debug: one measurement in, the 8 seasonal forecast points out (spec section 2). */
export default function GrowthDebugPage() {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<GrowthDebugValues>(() => growthDebugDefaults(new Date()));
  const [result, setResult] = useState<GrowthDebugResult | null>(null);
  const set = <K extends keyof GrowthDebugValues>(key: K, value: GrowthDebugValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'height' | 'weight' | 'footLength' | 'birthDate' | 'measurementDate') => ({
    id: `debug-${key}`,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });

  return (
    <main className="admin__page" id="main">
      <BackToDashboard />
      <h1>
        <Trans>Growth Debugger</Trans>
      </h1>
      <form
        className="form card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setResult(runGrowthDebug(values, isoDay(new Date())));
        }}
      >
        <div className="field">
          <label htmlFor="debug-birthDate">{t`Birth date`}</label>
          <input type="date" {...text('birthDate')} />
        </div>
        <div className="field">
          <label htmlFor="debug-gender">{t`Gender`}</label>
          <select
            id="debug-gender"
            value={values.gender}
            onChange={(event) => set('gender', event.target.value === 'female' ? 'female' : 'male')}
          >
            <option value="male">{t`Male`}</option>
            <option value="female">{t`Female`}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="debug-height">{t`Height (cm)`}</label>
          <input inputMode="decimal" {...text('height')} />
        </div>
        <div className="field">
          <label htmlFor="debug-weight">{t`Weight (kg)`}</label>
          <input inputMode="decimal" {...text('weight')} />
        </div>
        <div className="field">
          <label htmlFor="debug-footLength">{t`Foot length (cm)`}</label>
          <input inputMode="decimal" {...text('footLength')} />
        </div>
        <div className="field">
          <label htmlFor="debug-measurementDate">{t`Measurement date`}</label>
          <input type="date" {...text('measurementDate')} />
        </div>
        <div className="field field--checkbox">
          <input
            id="debug-northern"
            type="checkbox"
            checked={values.northernHemisphere}
            onChange={(event) => set('northernHemisphere', event.target.checked)}
          />
          <label htmlFor="debug-northern">{t`Northern Hemisphere`}</label>
        </div>
        <button className="button" type="submit">
          <Trans>Calculate Predictions</Trans>
        </button>
      </form>
      {result?.ok === false ? (
        <ErrorBox code="validation">
          {result.problem === 'numbers' ? (
            <Trans>Please enter valid numbers for height, weight, and foot length</Trans>
          ) : (
            <Trans>Please enter valid dates</Trans>
          )}
        </ErrorBox>
      ) : null}
      {result?.ok ? (
        <section className="card">
          <h2>
            <Trans>Predictions</Trans>
          </h2>
          {/* Ten columns: they scroll within the card on a phone, not the page (issue 32). */}
          <div className="admin__table-wrap">
            <table className="admin__table">
              <thead>
                <tr>
                  <th>{t`Season`}</th>
                  <th>{t`Year`}</th>
                  <th>{t`Age`}</th>
                  <th>{t`Height`}</th>
                  <th>{t`Foot`}</th>
                  <th>{t`Clothing`}</th>
                  <th>{t`Shoes`}</th>
                  <th>{t`Confidence`}</th>
                  <th>{t`Clothing chance`}</th>
                  <th>{t`Shoe chance`}</th>
                </tr>
              </thead>
              <tbody>
                {result.points.map((point) => {
                  const years = Math.floor(point.ageMonths / 12);
                  const months = Math.floor(point.ageMonths % 12);
                  return (
                    <tr key={`${point.season}-${point.year}`}>
                      <td>{i18n._(seasonNames[point.season])}</td>
                      <td>{point.year}</td>
                      <td>{t`${years} y ${months} m`}</td>
                      <td>{t`${point.height.value} cm`}</td>
                      <td>{t`${point.footLength.value} cm`}</td>
                      <td>{point.clothingSize}</td>
                      <td>{point.shoeSize}</td>
                      <td>{`${Math.round(point.confidence * 100)} %`}</td>
                      <td>{percent(point.clothingChance)}</td>
                      <td>{percent(point.shoeChance)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <h3>
            <Trans>Raw data</Trans>
          </h3>
          <pre className="admin__raw">{JSON.stringify(result.points, null, 2)}</pre>
        </section>
      ) : null}
    </main>
  );
}
