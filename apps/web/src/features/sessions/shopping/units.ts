import { UNIT_SYSTEMS, type UnitSystem } from '@brigade/contracts';
import { useCallback, useState } from 'react';

/** Metric or US units: a choice of the person holding this device, remembered on it. */
export const UNITS_KEY = 'brigade.units';

function read(): UnitSystem {
  try {
    const v = globalThis.localStorage?.getItem(UNITS_KEY);
    return (UNIT_SYSTEMS as readonly string[]).includes(v ?? '') ? (v as UnitSystem) : 'metric';
  } catch {
    return 'metric';
  }
}

export function useUnitSystem(): [UnitSystem, (s: UnitSystem) => void] {
  const [system, setSystem] = useState<UnitSystem>(read);
  const choose = useCallback((s: UnitSystem) => {
    setSystem(s);
    try {
      globalThis.localStorage?.setItem(UNITS_KEY, s);
    } catch {
      // Storage refused (private mode): the choice lasts for this page.
    }
  }, []);
  return [system, choose];
}
