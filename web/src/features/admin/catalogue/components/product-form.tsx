import { LabelledOptions } from './labelled-options';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Field, Form, Formik, useField, useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  languages,
  productTitleLanguages,
  productCategories,
  productGenderTypes,
  productItems,
  productSchema,
  productSubcategories,
  seasons,
  type ProductCategory,
} from '@sprout/core';
import { TextField } from '../../../../components/ui/text-field';
import { validationMessage } from '../../../../lib/validation-messages';
import { CountrySelect } from './country-select';
import { categoryLabels, genderLabels, seasonLabels, taxonomyLabels } from './labels';
import {
  clearProductDraft,
  readProductDraft,
  saveProductDraft,
  withDerivedSize,
  type ProductFormValues,
} from './product-form-values';

type Props = {
  title: ReactNode;
  /** Which form this is ('new', 'edit:{id}', 'duplicate:{id}'): the draft kept on the device. */
  draftTarget: string;
  initialValues: ProductFormValues;
  /** The spec's failure message when the save failed; null while none. */
  error: ReactNode;
  onSubmit: (values: ProductFormValues) => Promise<void>;
  onCancel: () => void;
};

/** Keeps the form's values on the device as they change, so a reload restores them. */
function DraftKeeper({ target }: { target: string }) {
  const { values, dirty } = useFormikContext<ProductFormValues>();
  useEffect(() => {
    if (dirty) saveProductDraft(target, values);
  }, [target, values, dirty]);
  return null;
}

type SizeName = 'minSize' | 'maxSize' | 'usMinSize' | 'usMaxSize';

/** A size input: typing an EU size fills its US size and the other way round (core's tables). */
function SizeField({ name, label }: { name: SizeName; label: ReactNode }) {
  const { values, setValues } = useFormikContext<ProductFormValues>();
  return (
    <TextField
      name={name}
      label={label}
      onChange={(event) =>
        void setValues({ ...values, ...withDerivedSize(values, name, event.target.value) })
      }
    />
  );
}

/** The seasons as checkboxes, with the schema's 'At least one season is required'. */
function SeasonsField() {
  const { i18n } = useLingui();
  const [, meta] = useField<string[]>('seasons');
  const id = useId();
  return (
    <fieldset className="field admin-form__seasons" aria-describedby={`${id}-error`}>
      <legend>
        <Trans>Seasons</Trans>
      </legend>
      {seasons.map((season) => (
        <label key={season} className="field--checkbox">
          <Field type="checkbox" name="seasons" value={season} />
          {i18n._(seasonLabels[season])}
        </label>
      ))}
      {meta.touched && typeof meta.error === 'string' ? (
        <p className="field__error" id={`${id}-error`}>
          {i18n._(validationMessage(meta.error))}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A stored name the taxonomy does not have (an older product) stays shown, with the schema's
 * 'Choose one from the list', until the operator picks one.
 */
function TaxonomyError({ name, id }: { name: 'subcategory' | 'item'; id: string }) {
  const { i18n } = useLingui();
  const [, meta] = useField<string>(name);
  return meta.error ? (
    <p className="field__error" id={id}>
      {i18n._(validationMessage(meta.error))}
    </p>
  ) : null;
}

/** Category, subcategory and item type from core's taxonomy; a new category clears the others. */
function TaxonomyFields() {
  const { i18n } = useLingui();
  const { values, setValues, errors } = useFormikContext<ProductFormValues>();
  const id = useId();
  const subcategories = productSubcategories(values.category);
  const items = productItems(values.category, values.subcategory);
  const label = (name: string) => {
    const descriptor = taxonomyLabels[name];
    return descriptor ? i18n._(descriptor) : name;
  };
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-category`}>
          <Trans>Category</Trans>
        </label>
        <select
          id={`${id}-category`}
          value={values.category}
          onChange={(event) =>
            void setValues({
              ...values,
              category: event.target.value as ProductCategory,
              subcategory: '',
              item: '',
            })
          }
        >
          <LabelledOptions values={productCategories} labels={categoryLabels} />
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-subcategory`}>
          <Trans>Subcategory</Trans>
        </label>
        <select
          id={`${id}-subcategory`}
          value={values.subcategory}
          aria-invalid={errors.subcategory != null}
          aria-describedby={errors.subcategory != null ? `${id}-subcategory-error` : undefined}
          onChange={(event) =>
            void setValues({ ...values, subcategory: event.target.value, item: '' })
          }
        >
          <option value="">-</option>
          {/* A stored name the taxonomy does not have stays shown (TaxonomyError). */}
          {values.subcategory && !subcategories.some((sub) => sub.name === values.subcategory) ? (
            <option value={values.subcategory}>{values.subcategory}</option>
          ) : null}
          {subcategories.map((sub) => (
            <option key={sub.name} value={sub.name}>
              {label(sub.name)}
            </option>
          ))}
        </select>
        <TaxonomyError name="subcategory" id={`${id}-subcategory-error`} />
      </div>
      {items.length > 0 || values.item ? (
        <div className="field">
          <label htmlFor={`${id}-item`}>
            <Trans>Item type</Trans>
          </label>
          <Field
            as="select"
            id={`${id}-item`}
            name="item"
            aria-invalid={errors.item != null}
            aria-describedby={errors.item != null ? `${id}-item-error` : undefined}
          >
            <option value="">-</option>
            {values.item && !items.includes(values.item) ? (
              <option value={values.item}>{values.item}</option>
            ) : null}
            {items.map((item) => (
              <option key={item} value={item}>
                {label(item)}
              </option>
            ))}
          </Field>
          <TaxonomyError name="item" id={`${id}-item-error`} />
        </div>
      ) : null}
    </>
  );
}

/** The picture at Image URL, once the address is one the form accepts. */
function ImagePreview() {
  const { t } = useLingui();
  const { values, errors } = useFormikContext<ProductFormValues>();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = values.imageUrl.trim();
  if (!url || errors.imageUrl) return null;
  return (
    <div className="admin-form__preview">
      {failedUrl === url ? (
        <p className="muted" role="status">
          <Trans>The picture could not be loaded from this address.</Trans>
        </p>
      ) : (
        <img
          src={url}
          alt={t`Preview of the product`}
          width={96}
          height={96}
          onError={() => setFailedUrl(url)}
        />
      )}
    </div>
  );
}

/** The language's own name (Svenska, العربية), as the language menus show it. */
const nativeNameOf = (language: string) =>
  Object.values(languages).find((info) => info.catalog === language)?.nativeName ?? language;

/**
 * The title in the other 12 languages, folded away until wanted: a field left empty shows the
 * English title on that language's pages (its placeholder says which).
 */
function TitlesFields({ englishTitle }: { englishTitle: string }) {
  return (
    <details className="admin-form__titles">
      <summary>
        <Trans>Title in other languages</Trans>
      </summary>
      <p className="muted">
        <Trans>
          Without the item type, which each page names in its own language. Left empty, the English
          title is shown.
        </Trans>
      </p>
      <div className="admin-form__titles-grid">
        {productTitleLanguages.map((language) => (
          <TextField
            key={language}
            name={`titles.${language}`}
            label={nativeNameOf(language)}
            lang={language}
            dir="auto"
            placeholder={englishTitle}
          />
        ))}
      </div>
    </details>
  );
}

/**
 * The product form in a modal (spec sections 2 and 5): core's productSchema is the form's schema,
 * so every rule and message is the server's; submit waits until the values are valid. The price
 * is in EUR (the storage currency).
 */
export function ProductForm({
  title,
  draftTarget,
  initialValues,
  error,
  onSubmit,
  onCancel,
}: Props) {
  const { t } = useLingui();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [restored, setRestored] = useState(() => readProductDraft(draftTarget));
  // Cancel (or Escape) closes the form and keeps the draft on the device (issue 32): opening the
  // same form again restores it, with a button to discard it. Saving or discarding clears it.
  const cancel = onCancel;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
  }, []);

  return (
    <dialog
      ref={dialog}
      className="dialog admin-form"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <Formik<ProductFormValues>
        initialValues={restored ?? initialValues}
        validationSchema={productSchema}
        validateOnMount
        onSubmit={onSubmit}
      >
        {({ values, setFieldValue, isValid, isSubmitting, resetForm }) => (
          <Form className="form" noValidate>
            {restored ? (
              <div className="notice admin-form__draft" role="status">
                <p>
                  <Trans>Your unsaved draft was restored.</Trans>
                </p>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => {
                    clearProductDraft();
                    setRestored(null);
                    resetForm({ values: initialValues });
                  }}
                >
                  <Trans>Discard draft</Trans>
                </button>
              </div>
            ) : null}
            <DraftKeeper target={draftTarget} />
            <div className="field">
              <label htmlFor={`${id}-country`}>
                <Trans>Country</Trans>
              </label>
              <CountrySelect
                id={`${id}-country`}
                value={values.country}
                onChange={(country) => void setFieldValue('country', country)}
              />
            </div>
            <TaxonomyFields />
            <TextField name="title" label={<Trans>Title</Trans>} />
            <TitlesFields englishTitle={values.title} />
            <SeasonsField />
            <div className="field">
              <label htmlFor={`${id}-gender`}>
                <Trans>Gender</Trans>
              </label>
              <Field as="select" id={`${id}-gender`} name="genderType">
                <LabelledOptions values={productGenderTypes} labels={genderLabels} />
              </Field>
            </div>
            <div className="admin-form__sizes">
              <SizeField name="minSize" label={<Trans>Min size (EU)</Trans>} />
              <SizeField name="maxSize" label={<Trans>Max size (EU)</Trans>} />
              <SizeField name="usMinSize" label={<Trans>Min size (US)</Trans>} />
              <SizeField name="usMaxSize" label={<Trans>Max size (US)</Trans>} />
            </div>
            <TextField
              name="price"
              label={<Trans>Price (EUR)</Trans>}
              // Text, not number: a number input empties itself on a stray letter and the
              // schema could not say why (issue 32); "12,50" and "12.50" both read.
              type="text"
              inputMode="decimal"
              autoComplete="off"
              hint={
                <p className="field__hint muted">
                  <Trans>Stored in euros; parents see it in their own currency.</Trans>
                </p>
              }
            />
            <TextField name="imageUrl" label={<Trans>Image URL</Trans>} type="url" />
            <ImagePreview />
            <TextField name="affiliateUrl" label={<Trans>Affiliate URL</Trans>} type="url" />
            <div className="field--checkbox">
              <Field type="checkbox" name="active" id={`${id}-active`} />
              <label htmlFor={`${id}-active`}>
                <Trans>Active</Trans>
              </label>
            </div>
            {error ? (
              <p className="error-box error-box--api" role="alert">
                {error}
              </p>
            ) : null}
            <div className="form__actions">
              <button
                type="button"
                className="button button--secondary"
                // Pressing Cancel must not blur the field first: the blur would show its error
                // line, move the button down and lose the click (issue 32).
                onMouseDown={(event) => event.preventDefault()}
                onClick={cancel}
              >
                <Trans>Cancel</Trans>
              </button>
              <button type="submit" className="button" disabled={!isValid || isSubmitting}>
                {isSubmitting ? t`Saving...` : t`Save Product`}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </dialog>
  );
}
