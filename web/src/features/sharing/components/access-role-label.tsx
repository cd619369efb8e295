import { Trans } from '@lingui/react/macro';
import type { AccessRole } from '@sprout/core';

/** What someone with access to a child may do, in two words: "Can view" or "Can record" (issue 33). */
export function AccessRoleLabel({ role }: { role: AccessRole }) {
  return role === 'guardian' ? <Trans>Can record</Trans> : <Trans>Can view</Trans>;
}
