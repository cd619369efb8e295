import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  adminImportMaxRows,
  productRowErrors,
  productRowsFromCsv,
  type AdminImportResult,
  type ProductCsvRow,
  type ProductRowError,
} from '@sprout/core';
import { validationMessage } from '../../../../lib/validation-messages';

type Props = {
  /** The file's text, as read from the chosen file. */
  text: string;
  fileName: string;
  /** Sends the rows to the server (in parts of adminImportMaxRows). */
  onImport: (rows: readonly ProductCsvRow[]) => Promise<AdminImportResult>;
  /** After an import: the list reloads. */
  onImported: () => void;
  onClose: () => void;
};

type Checked = { row: ProductCsvRow; errors: ProductRowError[] };
type Step =
  | { kind: 'preview' }
  | { kind: 'importing' }
  | { kind: 'done'; result: AdminImportResult }
  | { kind: 'failed' };

/** A row's reasons as "column: message", translated. */
function Reasons({ errors }: { errors: readonly ProductRowError[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="admin-import__reasons">
      {errors.map((error) => (
        <li key={`${error.field}:${error.code}`}>
          <code>{error.field}</code>: {i18n._(validationMessage(error.code))}
        </li>
      ))}
    </ul>
  );
}

/**
 * CSV import (issue 32): the file is read and every row checked with the form's rules before
 * anything is sent; the preview lists each row as a new product, an update, or refused with its
 * reasons. Nothing is written until the operator confirms; the server checks every row again and
 * answers which rows it added, updated or refused.
 */
export function CsvImportDialog({ text, fileName, onImport, onImported, onClose }: Props) {
  const { t } = useLingui();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'preview' });
  const [parsed] = useState(() => productRowsFromCsv(text));
  const [checked] = useState<Checked[]>(() =>
    parsed.ok ? parsed.rows.map((row) => ({ row, errors: productRowErrors(row.product) })) : [],
  );
  const ready = checked.filter((entry) => entry.errors.length === 0);
  const refused = checked.length - ready.length;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
  }, []);

  const confirm = async () => {
    setStep({ kind: 'importing' });
    try {
      const rows = ready.map((entry) => entry.row);
      const result: AdminImportResult = { created: [], updated: [], refused: [] };
      for (let start = 0; start < rows.length; start += adminImportMaxRows) {
        const part = await onImport(rows.slice(start, start + adminImportMaxRows));
        result.created.push(...part.created);
        result.updated.push(...part.updated);
        result.refused.push(...part.refused);
      }
      // The rows the preview refused are reported with the server's.
      for (const entry of checked) {
        if (entry.errors.length > 0) {
          result.refused.push({ line: entry.row.line, errors: entry.errors });
        }
      }
      result.refused.sort((a, b) => a.line - b.line);
      setStep({ kind: 'done', result });
      onImported();
    } catch {
      setStep({ kind: 'failed' });
    }
  };

  return (
    <dialog
      ref={dialog}
      className="dialog admin-import"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (step.kind !== 'importing') onClose();
      }}
    >
      <h2 id={`${id}-title`}>
        <Trans>Import products from {fileName}</Trans>
      </h2>
      {!parsed.ok ? (
        <p className="error-box error-box--validation" role="alert">
          <Trans>
            This file is not a product list: it lacks the columns {parsed.missingColumns.join(', ')}
            . Start from an exported CSV.
          </Trans>
        </p>
      ) : null}
      {parsed.ok && checked.length === 0 ? (
        <p className="empty-state">
          <Trans>The file has no product rows.</Trans>
        </p>
      ) : null}
      {step.kind === 'preview' && checked.length > 0 ? (
        <>
          <p role="status">
            <Trans>
              Ready to import: {ready.length}. Refused: {refused}. Nothing is saved until you
              import.
            </Trans>
          </p>
          <div className="admin-table__wrap">
            <table className="admin-table admin-import__table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Line</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Title</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Result</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {checked.map(({ row, errors }) => (
                  <tr
                    key={row.line}
                    className={errors.length > 0 ? 'admin-import__row--refused' : undefined}
                  >
                    <td>{row.line}</td>
                    <th scope="row">{String(row.product.title ?? '')}</th>
                    <td>
                      {errors.length > 0 ? (
                        <>
                          <strong>{t`Refused`}</strong>
                          <Reasons errors={errors} />
                        </>
                      ) : row.id ? (
                        t`Updates the product`
                      ) : (
                        t`Adds a product`
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {step.kind === 'importing' ? (
        <p role="status">
          <Trans>Importing…</Trans>
        </p>
      ) : null}
      {step.kind === 'failed' ? (
        <p className="error-box error-box--api" role="alert">
          <Trans>The import failed. Nothing was saved. Please try again.</Trans>
        </p>
      ) : null}
      {step.kind === 'done' ? (
        <div role="status">
          <p>
            <Trans>
              Added: {step.result.created.length}. Updated: {step.result.updated.length}. Refused:{' '}
              {step.result.refused.length}.
            </Trans>
          </p>
          {step.result.refused.length > 0 ? (
            <ul className="admin-import__refused">
              {step.result.refused.map((row) => (
                <li key={row.line}>
                  <Trans>Line {row.line}</Trans>
                  <Reasons errors={row.errors} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="form__actions">
        {step.kind === 'preview' || step.kind === 'failed' ? (
          <>
            <button type="button" className="button button--secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </button>
            {ready.length > 0 ? (
              <button type="button" className="button" onClick={() => void confirm()}>
                <Trans>Import products ({ready.length})</Trans>
              </button>
            ) : null}
          </>
        ) : null}
        {step.kind === 'done' ? (
          <button type="button" className="button" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
