import { z } from 'zod';
import { isoDaySchema, isoMonthSchema, seriesSchema } from './common.ts';

/** Expiration bars by year (docs/data.md); the three series are Due for Review, Expiring and Renewing. */
export const expirationSeriesKeys = ['dueForReview', 'expiring', 'renewing'] as const;

export const expirationWidgetSchema = z
  .object({
    id: z.literal('widget1'),
    title: z.string(),
    currentYear: z.string().regex(/^\d{4}$/),
    years: z.record(
      z.string().regex(/^\d{4}$/),
      z.object({
        months: z.array(isoMonthSchema).length(12),
        series: z
          .array(
            seriesSchema.extend({
              key: z.enum(expirationSeriesKeys),
              data: z.array(z.number().int().nonnegative()).length(12),
            }),
          )
          .length(3),
      }),
    ),
  })
  .refine((widget) => widget.currentYear in widget.years, { message: 'currentYear must be one of years' });
export type ExpirationWidget = z.infer<typeof expirationWidgetSchema>;

/** A figure with its sparkline over 7 or 15 days (docs/constants.md). */
export const sparklineWidgetSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    value: z.number(),
    unit: z.enum(['count', 'amount']),
    /** ISO 4217 code of an amount (a client's own figures); the specification's mock amounts have none (dollars). */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    /** Change against the previous period, in percent. */
    change: z.number(),
    days: z.array(isoDaySchema),
    data: z.array(z.number()),
  })
  .refine((widget) => [7, 15].includes(widget.days.length) && widget.days.length === widget.data.length, {
    message: 'a sparkline covers 7 or 15 days, one value per day',
  });
export type SparklineWidget = z.infer<typeof sparklineWidgetSchema>;

/** Twelve months of values (amounts shown with the 'k' suffix). */
export const monthlyWidgetSchema = z.object({
  id: z.string(),
  title: z.string(),
  months: z.array(isoMonthSchema).length(12),
  series: z.array(seriesSchema.extend({ data: z.array(z.number()).length(12) })).min(1),
});
export type MonthlyWidget = z.infer<typeof monthlyWidgetSchema>;

export const markerSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  label: z.string().min(1),
});
export const mapWidgetSchema = z.object({ id: z.string(), title: z.string(), markers: z.array(markerSchema).min(1) });
export type MapWidget = z.infer<typeof mapWidgetSchema>;

/** The donut over Today / Last 30 / 60 / 90 days. */
export const donutRanges = ['today', 'last30', 'last60', 'last90'] as const;
export const donutRangeSchema = z.enum(donutRanges);
export type DonutRange = z.infer<typeof donutRangeSchema>;
export const donutWidgetSchema = z.object({
  id: z.string(),
  title: z.string(),
  currentRange: donutRangeSchema,
  ranges: z.record(
    donutRangeSchema,
    z.array(z.object({ key: z.string(), label: z.string(), value: z.number().nonnegative() })).min(1),
  ),
});
export type DonutWidget = z.infer<typeof donutWidgetSchema>;

export const clicksTableWidgetSchema = z.object({
  id: z.string(),
  title: z.string(),
  rows: z.array(
    z.object({
      title: z.string().min(1),
      clicks: z.number().int().nonnegative(),
      /** Percent of clicks that converted. */
      conversion: z.number().min(0).max(100),
    }),
  ),
});

/** Fifteen days of daily activity per series. */
export const dailyWidgetSchema = z.object({
  id: z.string(),
  title: z.string(),
  days: z.array(isoDaySchema).length(15),
  series: z.array(seriesSchema.extend({ data: z.array(z.number()).length(15) })).min(1),
});
export type DailyWidget = z.infer<typeof dailyWidgetSchema>;

/** GET /api/contract-locker-app/widgets and GET /api/report-whohaswhat/widgets: widget1 to widget9. */
export const lockerWidgetsSchema = z.object({
  widget1: expirationWidgetSchema,
  widget2: sparklineWidgetSchema,
  widget3: sparklineWidgetSchema,
  widget4: sparklineWidgetSchema,
  widget5: monthlyWidgetSchema,
  widget6: mapWidgetSchema,
  widget7: donutWidgetSchema,
  widget8: clicksTableWidgetSchema,
  widget9: dailyWidgetSchema,
});
export type LockerWidgets = z.infer<typeof lockerWidgetsSchema>;
