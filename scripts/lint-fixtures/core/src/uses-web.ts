// Violation: core/ never imports web/.
import { label } from '../../web/src/config/uses-lib';

export const fromWeb = label;
