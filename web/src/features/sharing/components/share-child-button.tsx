import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { ShareDialog } from './share-dialog';

/** The owner's Share button and the dialog it opens. */
export function ShareChildButton({ childId, childName }: { childId: string; childName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        <Trans>Share</Trans>
      </button>
      {open ? (
        <ShareDialog childId={childId} childName={childName} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
