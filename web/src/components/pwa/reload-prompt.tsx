import { Trans } from '@lingui/react/macro';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** Offers the new version when the service worker has one waiting (workbox-window underneath). */
export function ReloadPrompt() {
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  if (!offlineReady && !needRefresh) return null;
  const close = () => {
    setOfflineReady(false);
    setNeedRefresh(false);
  };
  return (
    <div className="toast" role="status">
      <p>
        {needRefresh ? (
          <Trans>A new version of Sprout is ready.</Trans>
        ) : (
          <Trans>Sprout now works offline.</Trans>
        )}
      </p>
      {needRefresh ? (
        <button type="button" className="button" onClick={() => void updateServiceWorker(true)}>
          <Trans>Update</Trans>
        </button>
      ) : null}
      <button type="button" className="button button--ghost" onClick={close}>
        <Trans>Close</Trans>
      </button>
    </div>
  );
}
