import { languages, type MeasurementSystem } from '@sprout/core';
import { usePreferencesStore } from '../stores/preferences-store';
import { useRouteLanguage } from './use-route-language';

/** The user's units: their saved choice, else imperial for the US market and metric elsewhere. */
export function useMeasurementSystem(): MeasurementSystem {
  const lang = useRouteLanguage();
  const preferred = usePreferencesStore((s) => s.measurementSystem);
  return preferred ?? (languages[lang].market === 'US' ? 'imperial' : 'metric');
}
