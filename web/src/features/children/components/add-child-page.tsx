import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Form, Formik } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  addChildSchema,
  languages,
  writeCaps,
  type AccessRole,
  type AddChildInput,
} from '@sprout/core';
import { TextField } from '../../../components/ui/text-field';
import { ErrorBox } from '../../../components/ui/error-box';
import { useRouteLanguage } from '../../../lib/use-route-language';
import { useAuthStore } from '../../../stores/auth-store';
import { addChild } from '../api/children';
import { GenderField } from './gender-field';
import { newDraft } from '../../../lib/draft';
import { LimitReachedError } from '../../../lib/write-limits';
import { appPaths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';

/** The dashboard's navigation state after adding a child (spec section 2). */
export type DashboardState = {
  newChildId?: string;
  showMeasurementForm?: boolean;
  timestamp?: number;
  /** From the share page after subscribing (spec). */
  subscriptionSuccess?: boolean;
  childName?: string;
  /** What the accepted link gave (absent: follower): a guardian records the child's growth. */
  role?: AccessRole;
};

export default function AddChildPage() {
  const lang = useRouteLanguage();
  const { t } = useLingui();
  const navigate = useNavigate();
  const uid = useAuthStore((s) => s.user?.uid);
  const [failed, setFailed] = useState<'error' | 'limit' | null>(null);
  const maxChildren = formatNumber(writeCaps.childrenPerAccount, languages[lang].intl, 0);
  // One form, one child: every retry writes the same document (see newDraft).
  const [draft] = useState(newDraft);
  const initialValues: AddChildInput = {
    name: '',
    birthDate: '',
    gender: '' as AddChildInput['gender'],
  };

  return (
    <main className="auth-card" id="main">
      <h1>
        <Trans>Add a child</Trans>
      </h1>
      <Formik
        initialValues={initialValues}
        validationSchema={addChildSchema}
        onSubmit={async (values) => {
          if (!uid) return;
          setFailed(null);
          try {
            const newChildId = await addChild(uid, addChildSchema.cast(values), draft);
            const state: DashboardState = {
              newChildId,
              showMeasurementForm: true,
              timestamp: Date.now(),
            };
            navigate(appPaths.dashboard(lang), { replace: true, state });
          } catch (error) {
            setFailed(error instanceof LimitReachedError ? 'limit' : 'error');
          }
        }}
      >
        {({ isSubmitting, submitForm }) => (
          <Form noValidate className="form">
            <TextField name="name" label={t`Name`} autoComplete="off" />
            <TextField name="birthDate" type="date" label={t`Birth date`} />
            <GenderField />
            {failed === 'limit' ? (
              <ErrorBox code="db/constraint-error">
                <Trans>
                  An account can hold at most {maxChildren} children. Remove one to add another.
                </Trans>
              </ErrorBox>
            ) : failed ? (
              <ErrorBox
                code="api/server-error"
                onRetry={() => void submitForm()}
                retryLabel={<Trans>Retry</Trans>}
              >
                <Trans>An error occurred</Trans>
              </ErrorBox>
            ) : null}
            <div className="form__actions">
              <Link className="button button--secondary" to={appPaths.dashboard(lang)}>
                <Trans>Cancel</Trans>
              </Link>
              <button className="button" type="submit" disabled={isSubmitting}>
                <Trans>Add child</Trans>
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </main>
  );
}
