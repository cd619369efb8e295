import { create } from 'zustand';
import type { MarketCode, MeasurementSystem } from '@sprout/core';

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
  /**
   * The signed-in user's country (the profile's `locale`), whose products and prices they see:
   * undefined while the profile is on its way (or nobody is signed in), null when it could not be
   * read (then the page's market stands in).
   */
  profileCountry: MarketCode | null | undefined;
  setProfileCountry: (country: MarketCode | null | undefined) => void;
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
  profileCountry: undefined,
  setProfileCountry: (country) => set({ profileCountry: country }),
}));
