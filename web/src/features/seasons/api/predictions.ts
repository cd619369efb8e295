import { paths, type Prediction } from '@sprout/core';
import { listenLive, type Unsubscribe } from '../../../lib/firestore';
import { withId } from '../../../lib/firestore-converter';

/** A child's forecast points (server-made), in step order, kept live. */
export function watchPredictions(
  childId: string,
  onData: (predictions: Prediction[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return listenLive(
    ({ collectionRef }) => collectionRef(paths.predictions(childId)),
    (snap) => {
      const points = snap.docs.map(withId);
      return points.sort((a, b) => a.step - b.step);
    },
    onData,
    onError,
    { cacheKey: paths.predictions(childId) },
  );
}
