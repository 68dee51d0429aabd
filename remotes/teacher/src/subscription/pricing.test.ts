import { describe, expect, it } from 'vitest';
import {
  calendarDayOf,
  clampNewClasses,
  clampStudents,
  daysInMonth,
  formatChf,
  monthlyPricePerClass,
  quoteSubscription,
  remainingDays,
  studentOptions,
} from './pricing';

describe('monthlyPricePerClass (spec 9 table, Rappen)', () => {
  it.each([
    [1, 1200],
    [10, 1200],
    [11, 1500],
    [20, 1500],
    [21, 1900],
    [30, 1900],
    [31, 2500],
    [40, 2500],
    [41, 3200],
    [50, 3200],
    [51, 4200],
    [60, 4200],
    [61, 5400],
    [70, 5400],
    [71, 7000],
    [80, 7000],
    [81, 8000],
    [90, 8000],
    [91, 9000],
    [100, 9000],
    [101, 10000],
    [200, 19000],
  ])('%i students → %i Rappen', (students, rappen) => {
    expect(monthlyPricePerClass(students)).toBe(rappen);
  });

  it('charges 10 more for each started block of 10 above 80', () => {
    expect(monthlyPricePerClass(190)).toBe(18000);
    expect(monthlyPricePerClass(191)).toBe(19000);
  });

  it('rejects impossible student counts', () => {
    expect(() => monthlyPricePerClass(0)).toThrow(RangeError);
    expect(() => monthlyPricePerClass(-10)).toThrow(RangeError);
    expect(() => monthlyPricePerClass(12.5)).toThrow(RangeError);
    expect(() => monthlyPricePerClass(Number.NaN)).toThrow(RangeError);
  });
});

describe('days of a month', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2025, 0)).toBe(31);
    expect(daysInMonth(2025, 3)).toBe(30);
    expect(daysInMonth(2025, 1)).toBe(28);
    expect(daysInMonth(2024, 1)).toBe(29);
    expect(daysInMonth(2000, 1)).toBe(29);
    expect(daysInMonth(1900, 1)).toBe(28);
  });
  it('counts today as remaining', () => {
    expect(remainingDays({ year: 2025, month: 2, day: 1 })).toEqual({ remaining: 31, total: 31 });
    expect(remainingDays({ year: 2025, month: 2, day: 31 })).toEqual({ remaining: 1, total: 31 });
    expect(remainingDays({ year: 2024, month: 1, day: 29 })).toEqual({ remaining: 1, total: 29 });
  });
  it('rejects days outside the month', () => {
    expect(() => remainingDays({ year: 2025, month: 1, day: 29 })).toThrow(RangeError);
    expect(() => remainingDays({ year: 2025, month: 1, day: 0 })).toThrow(RangeError);
  });
  it('reads the local calendar day of a Date', () => {
    expect(calendarDayOf(new Date(2024, 1, 29, 23, 59))).toEqual({ year: 2024, month: 1, day: 29 });
  });
});

describe('quoteSubscription', () => {
  const monthly = (newClasses: number, studentsPerClass: number) =>
    ({ newClasses, studentsPerClass, billing: 'monthly' }) as const;
  const yearly = (newClasses: number, studentsPerClass: number) =>
    ({ newClasses, studentsPerClass, billing: 'yearly' }) as const;

  it('monthly total = price per class × (existing + new classes)', () => {
    const q = quoteSubscription(monthly(2, 20), 3, { year: 2025, month: 5, day: 1 });
    expect(q.pricePerClass).toBe(1500);
    expect(q.monthlyRatePerClass).toBe(1500);
    expect(q.totalClasses).toBe(5);
    expect(q.monthlyTotal).toBe(7500);
    expect(q.periodTotal).toBe(7500);
    expect(q.yearlySaving).toBe(0);
  });

  it('charges the whole month on the first day', () => {
    const q = quoteSubscription(monthly(2, 20), 3, { year: 2025, month: 5, day: 1 });
    expect([q.remainingDays, q.daysInMonth]).toEqual([30, 30]);
    expect(q.proRata).toBe(3000); // only the new classes: 2 × CHF 15
  });

  it('charges one day on the last day of a month', () => {
    // 1 × CHF 15 × 1/31 = 48.387 Rappen → 48
    const q = quoteSubscription(monthly(1, 20), 0, { year: 2025, month: 0, day: 31 });
    expect([q.remainingDays, q.daysInMonth]).toEqual([1, 31]);
    expect(q.proRata).toBe(48);
    // 10 × CHF 190 × 1/30 = CHF 63.333 → 6333 Rappen
    expect(quoteSubscription(monthly(10, 200), 0, { year: 2025, month: 10, day: 30 }).proRata).toBe(6333);
  });

  it('uses 29 days in a leap-year February', () => {
    // 29 Feb 2024: 1 day of 29. CHF 15 / 29 = 51.72 → 52 Rappen.
    const last = quoteSubscription(monthly(1, 20), 0, { year: 2024, month: 1, day: 29 });
    expect([last.remainingDays, last.daysInMonth, last.proRata]).toEqual([1, 29, 52]);
    // 1 Feb 2024: the whole month.
    expect(quoteSubscription(monthly(1, 20), 0, { year: 2024, month: 1, day: 1 }).proRata).toBe(1500);
    // 20 Feb 2024: 10 of 29 days. 3 × CHF 80 × 10/29 = 8275.86 → 8276.
    const mid = quoteSubscription(monthly(3, 90), 1, { year: 2024, month: 1, day: 20 });
    expect([mid.remainingDays, mid.proRata, mid.monthlyTotal]).toEqual([10, 8276, 32000]);
    // The same day in 2025 (28 days): 9 of 28.
    expect(quoteSubscription(monthly(1, 20), 0, { year: 2025, month: 1, day: 20 }).remainingDays).toBe(9);
  });

  it('rounds to the nearest Rappen', () => {
    // CHF 19 × 16/31 = 980.645 Rappen → 981 (up); CHF 12 × 15/30 = 600 exactly.
    expect(quoteSubscription(monthly(1, 30), 0, { year: 2025, month: 0, day: 16 }).proRata).toBe(981);
    expect(quoteSubscription(monthly(1, 10), 0, { year: 2025, month: 3, day: 16 }).proRata).toBe(600);
  });

  it('yearly: ten months per year, two months free, saving shown', () => {
    const q = quoteSubscription(yearly(3, 90), 1, { year: 2024, month: 1, day: 20 });
    expect(q.pricePerClassMonthly).toBe(8000);
    expect(q.pricePerClass).toBe(80000); // CHF 800 per class and year
    expect(q.monthlyRatePerClass).toBe(6667); // CHF 66.67 per month
    expect(q.monthlyTotal).toBe(32000);
    expect(q.periodTotal).toBe(320000); // CHF 3'200 per year
    expect(q.yearlySaving).toBe(64000); // two free months
    // pro rata at 10/12 of the monthly price: 3 × 8000 × 10/12 × 10/29 = 6896.55 → 6897
    expect(q.proRata).toBe(6897);
  });

  it('never drifts: sums of Rappen stay integers', () => {
    for (const students of studentOptions()) {
      for (let day = 1; day <= 31; day++) {
        const q = quoteSubscription(yearly(7, students), 4, { year: 2025, month: 0, day });
        expect(Number.isInteger(q.proRata)).toBe(true);
        expect(q.proRata).toBeLessThanOrEqual(q.pricePerClassMonthly * 7);
      }
    }
  });

  it('rejects negative class counts', () => {
    expect(() => quoteSubscription(monthly(-1, 20), 0, { year: 2025, month: 0, day: 1 })).toThrow(RangeError);
    expect(() => quoteSubscription(monthly(1, 20), -1, { year: 2025, month: 0, day: 1 })).toThrow(RangeError);
  });
});

describe('dialog ranges', () => {
  it('offers 10 to 200 students in steps of 10', () => {
    const options = studentOptions();
    expect(options).toHaveLength(20);
    expect(options[0]).toBe(10);
    expect(options.at(-1)).toBe(200);
  });
  it('clamps typed values', () => {
    expect(clampNewClasses(0)).toBe(1);
    expect(clampNewClasses(11)).toBe(10);
    expect(clampNewClasses(Number.NaN)).toBe(1);
    expect(clampNewClasses(4)).toBe(4);
    expect(clampStudents(5)).toBe(10);
    expect(clampStudents(34)).toBe(30);
    expect(clampStudents(250)).toBe(200);
  });
});

describe('formatChf (de-CH)', () => {
  it("formats Rappen as 'CHF 15.00'", () => {
    expect(formatChf(1500)).toBe('CHF\u00a015.00');
    expect(formatChf(48)).toBe('CHF\u00a00.48');
    expect(formatChf(5)).toBe('CHF\u00a00.05');
    expect(formatChf(0)).toBe('CHF\u00a00.00');
  });
  it('groups thousands with an apostrophe', () => {
    expect(formatChf(320000)).toBe("CHF\u00a03'200.00");
    expect(formatChf(123456789)).toBe("CHF\u00a01'234'567.89");
  });
  it('rejects fractions of a Rappen', () => {
    expect(() => formatChf(1.5)).toThrow(RangeError);
  });
});
