import { Field, useField } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import { validationMessage } from '../../../lib/validation-messages';

/** The formik `gender` radios (Boy, Girl) with their translated error; `idPrefix` keeps ids unique. */
export function GenderField({ idPrefix = 'gender' }: { idPrefix?: string }) {
  const [, meta] = useField<string>('gender');
  const { i18n } = useLingui();
  const invalid = meta.touched && meta.error != null;
  return (
    <fieldset
      className="field segmented"
      aria-describedby={invalid ? `${idPrefix}-error` : undefined}
    >
      <legend>
        <Trans>Gender</Trans>
      </legend>
      <span className="segmented__option">
        <Field type="radio" name="gender" value="male" id={`${idPrefix}-male`} />
        <label htmlFor={`${idPrefix}-male`}>
          <Trans>Boy</Trans>
        </label>
      </span>
      <span className="segmented__option">
        <Field type="radio" name="gender" value="female" id={`${idPrefix}-female`} />
        <label htmlFor={`${idPrefix}-female`}>
          <Trans>Girl</Trans>
        </label>
      </span>
      {invalid ? (
        <p className="field__error" id={`${idPrefix}-error`}>
          {i18n._(validationMessage(meta.error ?? ''))}
        </p>
      ) : null}
    </fieldset>
  );
}
