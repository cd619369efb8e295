// Violation: an import cycle (cycle-a -> cycle-b -> cycle-a).
import { b } from './cycle-b';

export const a = () => b() + 1;
