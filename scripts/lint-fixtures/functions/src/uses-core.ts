// Clean: functions/ use core.
import { pureLabel } from '../../core/src/pure';

export const trimmed = pureLabel(' x ');
