// Clean: the shared layer imports itself.
import { formatLabel } from '../lib/format';

export const label = formatLabel('x');
