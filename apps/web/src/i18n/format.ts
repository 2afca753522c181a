import { ENGLISH_AMOUNTS, formatAmount, type Amount, type AmountWords, type UnitSystem } from '@brigade/contracts';
import { useMemo } from 'react';
import { useLocale, useT, type Translate } from './use-t';

/** Units with a word of their own in each language; metric symbols (g, ml, kg, l) are the same everywhere. */
const UNIT_IDS = { cup: 'common.unit.cup', tbsp: 'common.unit.tbsp', tsp: 'common.unit.tsp', oz: 'common.unit.oz', lb: 'common.unit.lb' } as const;

export interface Formatters {
  /** A number the page's way (decimal comma in German, Spanish and French). */
  number(x: number, options?: Intl.NumberFormatOptions): string;
  /** A quantity as a cook reads it: '1,5 l', '1 ½ EL', in the given unit system. */
  amount(a: Amount, system: UnitSystem): string;
  /** The words of amounts, for shared helpers that take them (contracts' formatShopAmount). */
  amountWords: AmountWords;
  /** Minutes as '5 min' or '1 h 5 min' (cook) or the compact '1h 5m' (host tables, spec 02 §9). */
  duration(minutes: number, style?: 'long' | 'compact'): string;
  /** A countdown as m:ss (minutes keep counting past 59). */
  timer(msLeft: number): string;
  /** A time of day: 24-hour where the language's region uses it. '—' when there is none. */
  clock(iso: string | Date | null | undefined): string;
  /** A date and time, medium date and short time. '—' when there is none. */
  dateTime(iso: string | Date | null | undefined): string;
  /** A date without time. '—' when there is none. */
  date(iso: string | Date | null | undefined): string;
  /** 'A, B and C' the language's way. */
  list(items: readonly string[], type?: 'conjunction' | 'disjunction'): string;
}

const asDate = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Formatters for a language tag; `t` gives the words (unit names, duration patterns). */
export function createFormatters(tag: string, t: Translate): Formatters {
  const numbers = new Map<string, Intl.NumberFormat>();
  const number = (x: number, options?: Intl.NumberFormatOptions) => {
    const key = JSON.stringify(options ?? {});
    let format = numbers.get(key);
    if (!format) numbers.set(key, (format = new Intl.NumberFormat(tag, options)));
    return format.format(x);
  };
  const amountWords: AmountWords = {
    decimal: (x) => number(x, { maximumFractionDigits: 2 }),
    unit: (unit, quantity) => (unit in UNIT_IDS ? t(UNIT_IDS[unit as keyof typeof UNIT_IDS], { count: quantity > 1 ? quantity : 1 }) : ENGLISH_AMOUNTS.unit(unit, quantity)),
  };
  const clock = new Intl.DateTimeFormat(tag, { timeStyle: 'short' });
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  const dated = (format: Intl.DateTimeFormat) => (value: string | Date | null | undefined) => {
    const d = asDate(value);
    return d ? format.format(d) : '—';
  };
  return {
    number,
    amount: (a, system) => formatAmount(a, system, amountWords),
    amountWords,
    duration(minutes, style = 'long') {
      const total = Math.max(0, Math.round(minutes));
      const hours = Math.floor(total / 60);
      const rest = total % 60;
      if (hours === 0) return t('common.duration.minutes', { minutes: total });
      if (style === 'compact') return rest === 0 ? t('common.duration.compactHours', { hours }) : t('common.duration.compact', { hours, minutes: rest });
      return t('common.duration.hoursMinutes', { hours, minutes: rest });
    },
    timer(msLeft) {
      const seconds = Math.max(0, Math.ceil(msLeft / 1000));
      return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    },
    clock: dated(clock),
    dateTime: dated(dateTime),
    date: dated(date),
    list: (items, type = 'conjunction') => new Intl.ListFormat(tag, { style: 'long', type }).format(items),
  };
}

/** The page's formatters, in the active language. */
export function useFormat(): Formatters {
  const { tag } = useLocale();
  const t = useT();
  return useMemo(() => createFormatters(tag, t), [tag, t]);
}
