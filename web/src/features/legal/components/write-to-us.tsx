import { Trans } from '@lingui/react/macro';
import { env } from '../../../config/env';

/** The support address sentence every legal page ends its contact parts with. */
export function WriteToUs() {
  const email = env.supportEmail;
  return (
    <Trans>
      Write to us at <a href={`mailto:${email}`}>{email}</a>.
    </Trans>
  );
}
