import { projectId as emulatorProjectId } from '../emulators.mjs';

/**
 * The project an admin script writes to: --project, else the Cloud SDK's variables, else (on the
 * emulators) the demo project. Undefined when none names one: the script then stops.
 */
export function targetProjectId(flag, onEmulators) {
  return (
    flag ??
    process.env.GOOGLE_CLOUD_PROJECT ??
    process.env.GCLOUD_PROJECT ??
    (onEmulators ? emulatorProjectId : undefined)
  );
}
