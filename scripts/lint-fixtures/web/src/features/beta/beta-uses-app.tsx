// Violation: a feature imports the app shell.
import { Shell } from '../../app/shell';

export function BetaUsesApp() {
  return <Shell />;
}
