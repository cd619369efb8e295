import { paths, type Prediction, type PredictionData } from '@sprout/core';
import { listenLive, type Unsubscribe } from '../../../lib/firestore';

/** A child's forecast points (server-made), in step order, kept live. */
export function watchPredictions(
  childId: string,
  onData: (predictions: Prediction[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return listenLive(
    (db, sdk) => sdk.collection(db, paths.predictions(childId)),
    (snap) => {
      const points = snap.docs.map((d) => ({ id: d.id, ...(d.data() as PredictionData) }));
      return points.sort((a, b) => a.step - b.step);
    },
    onData,
    onError,
  );
}
