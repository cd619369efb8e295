import { useField } from 'formik';
import { useLingui } from '@lingui/react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { validationMessage } from '../../lib/validation-messages';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
};

/** A labelled formik input whose error (a core validation code) is shown translated. */
export function TextField({ label, hint, ...props }: Props) {
  const [field, meta] = useField(props.name);
  const { i18n } = useLingui();
  const id = props.id ?? `field-${props.name}`;
  const invalid = meta.touched && meta.error != null;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...field}
        {...props}
        id={id}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      {hint}
      {invalid ? (
        <p className="field__error" id={`${id}-error`}>
          {i18n._(validationMessage(meta.error ?? ''))}
        </p>
      ) : null}
    </div>
  );
}
