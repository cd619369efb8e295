// Violation: a test file obeys its folder's rule, so lib/ tests never import the app.
import { Shell } from '../app/shell';

export const shellName = Shell.name;
