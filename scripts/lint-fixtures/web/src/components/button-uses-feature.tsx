// Violation: the shared layer imports a feature.
import { BetaWidget } from '../features/beta/beta-widget';

export function ButtonWithBeta() {
  return <BetaWidget />;
}
