import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/** One `<option>` per value, labelled in the page language (the catalogue's selects). */
export function LabelledOptions<V extends string>({
  values,
  labels,
}: {
  values: readonly V[];
  labels: Record<V, MessageDescriptor>;
}) {
  const { i18n } = useLingui();
  return values.map((value) => (
    <option key={value} value={value}>
      {i18n._(labels[value])}
    </option>
  ));
}
