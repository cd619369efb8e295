import { Form, Formik, type FormikValues } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Schema } from 'yup';
import { TextField } from '../../../components/ui/text-field';
import { SendFailure, SentNotice } from './send-outcome';
import { useSend } from './use-send';

type Props<V extends FormikValues & { email: string }> = {
  /** Prefix of the fields' ids: several of these forms share the page. */
  idPrefix: string;
  initialValues: V;
  validationSchema: Schema;
  send: (values: V) => Promise<unknown>;
  sentText: ReactNode;
  fallbackText: ReactNode;
  /** What comes before the address: the optional fields, the preview. */
  children?: ReactNode;
};

/**
 * A test e-mail's form: the address and Send Test (disabled while the address is empty or a send
 * is under way), then the success text with Send Another, or the failure. The other fields keep
 * their values through Send Another.
 */
export function TestEmailForm<V extends FormikValues & { email: string }>({
  idPrefix,
  initialValues,
  validationSchema,
  send,
  sentText,
  fallbackText,
  children,
}: Props<V>) {
  const { t } = useLingui();
  const { step, run, another, returnFocus } = useSend(send);
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={(values) => run(values)}
    >
      {({ values }) => (
        <Form noValidate className="form">
          {children}
          {step.kind === 'sent' ? (
            <SentNotice onAnother={another}>{sentText}</SentNotice>
          ) : (
            <>
              <TextField
                id={`${idPrefix}-email`}
                name="email"
                type="email"
                autoComplete="email"
                label={t`Email address`}
              />
              <div className="form__actions form__actions--start">
                <button
                  ref={returnFocus}
                  className="button"
                  type="submit"
                  disabled={values.email.trim() === '' || step.kind === 'sending'}
                >
                  {step.kind === 'sending' ? <Trans>Sending…</Trans> : <Trans>Send Test</Trans>}
                </button>
              </div>
              {step.kind === 'failed' ? (
                <SendFailure serverText={step.serverText} fallback={fallbackText} />
              ) : null}
            </>
          )}
        </Form>
      )}
    </Formik>
  );
}
