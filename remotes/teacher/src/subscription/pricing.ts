/**
 * Subscription pricing of the dialog 'Neue Klassen hinzufügen' (spec section 9),
 * pure and in integer Rappen (1 CHF = 100 Rappen) so no float drift creeps in.
 *
 * Decisions the spec leaves open (documented in remotes/teacher/README.md):
 * - Yearly billing = twelve months for the price of ten (two months free).
 * - 'Price increase' of the pro-rata rule = what the NEW classes cost per month; the
 *   charge covers the rest of the current month including today, at the chosen plan's
 *   monthly rate (monthly: the list price; yearly: a twelfth of the yearly price,
 *   i.e. 10/12 of the list price), rounded to the nearest Rappen, halves up.
 */

export type Billing = 'monthly' | 'yearly';

/** Spec 9: 1 to 10 new classes; 10 to 200 students per class in steps of 10 (default 20). */
export const SUBSCRIPTION_LIMITS = {
  minNewClasses: 1,
  maxNewClasses: 10,
  minStudents: 10,
  maxStudents: 200,
  studentStep: 10,
  defaultNewClasses: 1,
  defaultStudents: 20,
  defaultBilling: 'monthly' as Billing,
} as const;

/** Months billed per year (two of twelve are free). */
export const PAID_MONTHS_PER_YEAR = 10;
export const FREE_MONTHS_PER_YEAR = 12 - PAID_MONTHS_PER_YEAR;

/** Spec 9 price table: monthly CHF per class up to N students, in Rappen. */
const TIERS: ReadonlyArray<readonly [maxStudents: number, rappen: number]> = [
  [10, 1200],
  [20, 1500],
  [30, 1900],
  [40, 2500],
  [50, 3200],
  [60, 4200],
  [70, 5400],
  [80, 7000],
];

/**
 * Monthly price of one class for a student limit, in Rappen: the table up to 80;
 * above 80, CHF 70 plus CHF 10 for each started block of 10 students over 80.
 */
export function monthlyPricePerClass(students: number): number {
  if (!Number.isInteger(students) || students < 1) {
    throw new RangeError(`students must be a positive whole number, got ${students}`);
  }
  for (const [max, rappen] of TIERS) if (students <= max) return rappen;
  return 7000 + 1000 * Math.ceil((students - 80) / 10);
}

/** Days in a month (month 0-11), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The calendar day a charge is computed for (local date of the user). */
export interface CalendarDay {
  year: number;
  /** 0-11 as in Date. */
  month: number;
  /** 1-31. */
  day: number;
}

/** The local calendar day of a Date. */
export function calendarDayOf(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

/** Days left in the month including today, and the month's length. */
export function remainingDays(today: CalendarDay): { remaining: number; total: number } {
  const total = daysInMonth(today.year, today.month);
  if (!Number.isInteger(today.day) || today.day < 1 || today.day > total) {
    throw new RangeError(`day ${today.day} is not in month ${today.month + 1}/${today.year}`);
  }
  return { remaining: total - today.day + 1, total };
}

/** round(numerator / denominator) for non-negative integers, halves up, without floats. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export interface SubscriptionChoice {
  newClasses: number;
  studentsPerClass: number;
  billing: Billing;
}

export interface SubscriptionQuote {
  /** Monthly list price of one class for the chosen student limit. */
  pricePerClassMonthly: number;
  /** Price of one class per billing period (month, or year = 10 months). */
  pricePerClass: number;
  /** What one class costs per month on the chosen plan (yearly: a twelfth of the yearly price, rounded). */
  monthlyRatePerClass: number;
  /** Classes billed from now on: existing plus new. */
  totalClasses: number;
  /** Spec: monthly total = price per class × (existing + new classes). */
  monthlyTotal: number;
  /** Total per billing period (monthly: = monthlyTotal; yearly: monthlyTotal × 10). */
  periodTotal: number;
  /** What yearly billing saves per year compared with paying monthly (0 for monthly). */
  yearlySaving: number;
  /** The new classes' charge for the rest of the current month, today included. */
  proRata: number;
  remainingDays: number;
  daysInMonth: number;
}

/** Everything the dialog shows for a choice, in Rappen. */
export function quoteSubscription(choice: SubscriptionChoice, existingClasses: number, today: CalendarDay): SubscriptionQuote {
  const { newClasses, studentsPerClass, billing } = choice;
  if (!Number.isInteger(newClasses) || newClasses < 0) throw new RangeError(`newClasses must be >= 0, got ${newClasses}`);
  if (!Number.isInteger(existingClasses) || existingClasses < 0) {
    throw new RangeError(`existingClasses must be >= 0, got ${existingClasses}`);
  }
  const monthly = monthlyPricePerClass(studentsPerClass);
  const totalClasses = existingClasses + newClasses;
  const monthlyTotal = monthly * totalClasses;
  const yearly = billing === 'yearly';
  const { remaining, total } = remainingDays(today);
  // Monthly rate of the plan for the pro-rata part: monthly price, or a twelfth of the yearly price.
  const proRata = yearly
    ? divideRounded(monthly * PAID_MONTHS_PER_YEAR * newClasses * remaining, 12 * total)
    : divideRounded(monthly * newClasses * remaining, total);
  return {
    pricePerClassMonthly: monthly,
    pricePerClass: yearly ? monthly * PAID_MONTHS_PER_YEAR : monthly,
    monthlyRatePerClass: yearly ? divideRounded(monthly * PAID_MONTHS_PER_YEAR, 12) : monthly,
    totalClasses,
    monthlyTotal,
    periodTotal: yearly ? monthlyTotal * PAID_MONTHS_PER_YEAR : monthlyTotal,
    yearlySaving: yearly ? monthlyTotal * FREE_MONTHS_PER_YEAR : 0,
    proRata,
    remainingDays: remaining,
    daysInMonth: total,
  };
}

/** The student limits the dialog offers: 10, 20, …, 200. */
export function studentOptions(): number[] {
  const { minStudents, maxStudents, studentStep } = SUBSCRIPTION_LIMITS;
  const options: number[] = [];
  for (let n = minStudents; n <= maxStudents; n += studentStep) options.push(n);
  return options;
}

/** Keeps a typed or stepped value inside the allowed range (and on the 10-step grid for students). */
export function clampNewClasses(value: number): number {
  const { minNewClasses, maxNewClasses } = SUBSCRIPTION_LIMITS;
  if (!Number.isFinite(value)) return minNewClasses;
  return Math.min(maxNewClasses, Math.max(minNewClasses, Math.round(value)));
}

export function clampStudents(value: number): number {
  const { minStudents, maxStudents, studentStep } = SUBSCRIPTION_LIMITS;
  if (!Number.isFinite(value)) return SUBSCRIPTION_LIMITS.defaultStudents;
  const stepped = Math.round(value / studentStep) * studentStep;
  return Math.min(maxStudents, Math.max(minStudents, stepped));
}

/**
 * Swiss franc amount from Rappen: 'CHF 15.00', thousands with an apostrophe
 * ('CHF 1'900.00'), a no-break space after CHF so the amount never wraps apart.
 */
export function formatChf(rappen: number): string {
  if (!Number.isInteger(rappen)) throw new RangeError(`rappen must be an integer, got ${rappen}`);
  const sign = rappen < 0 ? '-' : '';
  const abs = Math.abs(rappen);
  const francs = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}CHF\u00a0${francs}.${cents}`;
}
