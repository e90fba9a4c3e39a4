import { z } from 'zod';

/** Range codes (docs/behaviour.md): yesterday, today, tomorrow; this, last, two weeks ago; today, tomorrow. */
export const rangeCodes = ['DY', 'DT', 'DTM', 'TW', 'LW', '2W', 'T', 'TM'] as const;
export const rangeCodeSchema = z.enum(rangeCodes);
export type RangeCode = z.infer<typeof rangeCodeSchema>;
/** The default range of each range family (docs/behaviour.md). */
export const defaultRanges = { day: 'DT', week: 'TW', schedule: 'T' } as const satisfies Record<string, RangeCode>;

/** A calendar day as `YYYY-MM-DD`, a month as `YYYY-MM` (labels are formatted per language on render). */
export const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');
export const isoMonthSchema = z.string().regex(/^\d{4}-\d{2}$/, 'a month as YYYY-MM');

export const seriesSchema = z.object({
  key: z.string().min(1),
  name: z.string().min(1),
  data: z.array(z.number()),
});

/** Every range of a widget must have its data, and the current range must be one of them. */
export function rangedRecord<T extends z.ZodType>(value: T) {
  return z.partialRecord(rangeCodeSchema, value);
}

export function checkRanges(
  widget: { ranges: Partial<Record<RangeCode, string>>; currentRange: RangeCode },
  records: Partial<Record<RangeCode, unknown>>[],
  context: z.core.$RefinementCtx,
): void {
  const codes = Object.keys(widget.ranges) as RangeCode[];
  if (!codes.includes(widget.currentRange)) {
    context.addIssue({
      code: 'custom',
      path: ['currentRange'],
      message: `currentRange must be one of ${codes.join(', ')}`,
    });
  }
  for (const record of records) {
    for (const code of codes) {
      if (record[code] === undefined) context.addIssue({ code: 'custom', message: `missing data for range ${code}` });
    }
  }
}
