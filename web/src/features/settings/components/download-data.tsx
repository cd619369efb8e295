import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { dataExportFileNames, localToday, measurementsCsv } from '@sprout/core';
import { ErrorBox } from '../../../components/ui/error-box';
import { CallableError } from '../../../lib/functions';
import { useMeasurementSystem } from '../../../lib/use-measurement-system';
import { exportMyData } from '../api/data-export';

/** Saves `text` as a file named `name` through a temporary link. */
function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the file by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type State = 'idle' | 'loading' | 'done' | 'rate-limited' | 'failed';

/**
 * Settings > General, "Download my data": the server assembles the account's data, and the
 * device saves it as JSON (everything) and CSV (the measurements, for a spreadsheet).
 */
export function DownloadData() {
  const [state, setState] = useState<State>('idle');
  // An imperial family's CSV has inches and pounds beside the stored metric values.
  const deviceSystem = useMeasurementSystem();

  const start = async () => {
    setState('loading');
    try {
      const data = await exportMyData();
      const names = dataExportFileNames(localToday());
      // The units the exported profile records, so the two files agree; the device's view (the
      // market's default until the profile has arrived) only for an account without a profile.
      const system = data.profile?.measurementSystem ?? deviceSystem;
      download(names.json, `${JSON.stringify(data, null, 2)}\n`, 'application/json');
      // The byte order mark makes spreadsheet programs read the names as UTF-8.
      download(names.csv, `\uFEFF${measurementsCsv(data, system)}`, 'text/csv;charset=utf-8');
      setState('done');
    } catch (error) {
      setState(
        error instanceof CallableError && error.code === 'api/rate-limit'
          ? 'rate-limited'
          : 'failed',
      );
    }
  };

  return (
    <section className="card settings__section" aria-labelledby="your-data-title">
      <h2 id="your-data-title">
        <Trans>Your data</Trans>
      </h2>
      <p id="your-data-hint">
        <Trans>
          Download a JSON file with your profile, children, measurements, forecasts, share links,
          subscriptions and saved products, and a CSV file of the measurements.
        </Trans>
      </p>
      <div className="form__actions form__actions--start">
        <button
          type="button"
          className="button button--secondary"
          aria-describedby="your-data-hint"
          disabled={state === 'loading'}
          onClick={() => void start()}
        >
          {state === 'loading' ? (
            <Trans>Preparing your data…</Trans>
          ) : (
            <Trans>Download my data</Trans>
          )}
        </button>
      </div>
      {state === 'done' ? (
        <p className="notice notice--success" role="status">
          <Trans>Your data has been downloaded.</Trans>
        </p>
      ) : state === 'rate-limited' ? (
        <ErrorBox code="api/rate-limit">
          <Trans>Too many requests, please try again later</Trans>
        </ErrorBox>
      ) : state === 'failed' ? (
        <ErrorBox
          code="api/server-error"
          onRetry={() => void start()}
          retryLabel={<Trans>Retry</Trans>}
        >
          <Trans>Failed to export your data</Trans>
        </ErrorBox>
      ) : null}
    </section>
  );
}
