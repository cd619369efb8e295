import { lazy } from 'react';

/** The line chart, loaded only when a chart is first shown (kept out of the main bundle). */
export const LazyLineChart = lazy(() => import('./line-chart'));
