import { create } from 'zustand';
import type { MeasurementSystem } from '@sprout/core';

/** localStorage key of the spec; the profile is the source, the device keeps a copy. */
const storageKey = 'measurement_system';

function stored(): MeasurementSystem | null {
  try {
    const value = localStorage.getItem(storageKey);
    return value === 'metric' || value === 'imperial' ? value : null;
  } catch {
    return null;
  }
}

type PreferencesStore = {
  /** null until known: then the market's default applies. */
  measurementSystem: MeasurementSystem | null;
  setMeasurementSystem: (system: MeasurementSystem) => void;
};

export const usePreferencesStore = create<PreferencesStore>((set) => ({
  measurementSystem: stored(),
  setMeasurementSystem: (system) => {
    try {
      localStorage.setItem(storageKey, system);
    } catch {
      // The profile still has it.
    }
    set({ measurementSystem: system });
  },
}));
