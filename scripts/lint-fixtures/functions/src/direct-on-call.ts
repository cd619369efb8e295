// Violation: a callable made without lib/callable.ts's shared options (App Check, region).
import { onCall } from 'firebase-functions/v2/https';

export const bare = onCall(() => 'hello');
