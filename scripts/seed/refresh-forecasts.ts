// Regenerates every child's forecast for today in the running emulators. `npm start` runs it once
// the emulators are up, so the demo's seasons are current however old the emulator-data export is.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { regenerateForecast } from '../../functions/src/children/regenerate-forecast';

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('refresh-forecasts writes only to the emulators (FIRESTORE_EMULATOR_HOST).');
  process.exit(1);
}
initializeApp({ projectId: 'demo-sprout' });
const children = await getFirestore().collection('children').get();
for (const child of children.docs) await regenerateForecast(child.id);
console.log(`  forecasts refreshed for ${children.size} demo children`);
