// Violation: a feature imports another feature.
import { BetaWidget } from '../../beta/beta-widget';

export function AlphaUsesBeta() {
  return <BetaWidget />;
}
