// Violation: a type-only import from another feature is still a dependency on it.
import type { BetaProps } from '../../beta/beta-widget';

export type AlphaProps = BetaProps;
