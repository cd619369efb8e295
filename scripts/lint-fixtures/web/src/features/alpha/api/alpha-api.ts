// Clean: a feature's api/ may use the Firebase SDK.
import { getFirestore } from 'firebase/firestore';

export const alphaDb = getFirestore;
