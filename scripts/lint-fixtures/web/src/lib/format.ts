// Clean: lib/ may use core and the Firebase SDK.
import { initializeApp } from 'firebase/app';
import { pureLabel } from '../../../core/src/pure';

export const app = initializeApp;
export const formatLabel = (value: string) => pureLabel(value);
