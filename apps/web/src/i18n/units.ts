import { UNIT_SYSTEMS, type UnitSystem } from '@brigade/contracts';
import { useCallback, useState } from 'react';
import { useLocale } from './use-t';

/** Metric or US units: a choice of the person holding this device, remembered on it. */
export const UNITS_KEY = 'brigade.units';

/** Without a choice, the page's region decides: US customary units for American English only. */
export const defaultUnitSystem = (tag: string): UnitSystem => (tag.toLowerCase() === 'en-us' ? 'us' : 'metric');

function stored(): UnitSystem | null {
  try {
    const v = globalThis.localStorage?.getItem(UNITS_KEY);
    return (UNIT_SYSTEMS as readonly string[]).includes(v ?? '') ? (v as UnitSystem) : null;
  } catch {
    return null;
  }
}

export function useUnitSystem(): [UnitSystem, (s: UnitSystem) => void] {
  const { tag } = useLocale();
  const [chosen, setChosen] = useState<UnitSystem | null>(stored);
  const choose = useCallback((s: UnitSystem) => {
    setChosen(s);
    try {
      globalThis.localStorage?.setItem(UNITS_KEY, s);
    } catch {
      // Storage refused (private mode): the choice lasts for this page.
    }
  }, []);
  return [chosen ?? defaultUnitSystem(tag), choose];
}
