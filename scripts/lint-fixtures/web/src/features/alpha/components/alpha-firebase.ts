// Violation: the Firebase SDK outside lib/ and a feature's api/.
import { getAuth } from 'firebase/auth';

export const auth = getAuth;
