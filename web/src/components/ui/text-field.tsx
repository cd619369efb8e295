import { useField } from 'formik';
import { useLingui } from '@lingui/react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { validationMessage } from '../../lib/validation-messages';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Values for the error message's placeholders (a limit in the user's units). */
  errorValues?: Record<string, string>;
};

/** A labelled formik input whose error (a core validation code) is shown translated. */
export function TextField({ label, hint, errorValues, ...props }: Props) {
  const [field, meta] = useField(props.name);
  const { i18n } = useLingui();
  const id = props.id ?? `field-${props.name}`;
  const invalid = meta.touched && meta.error != null;
  // Built apart from the i18n._ call: the extractor reads an inline object there as a new message.
  const error = { ...validationMessage(meta.error ?? ''), values: errorValues };
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
          {i18n._(error)}
        </p>
      ) : null}
    </div>
  );
}
