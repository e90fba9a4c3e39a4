import { z } from 'zod';
import { checkRanges, isoDaySchema, rangeCodeSchema, rangedRecord, seriesSchema } from './common.ts';

const count = z.number().int().nonnegative();
const ranges = z.partialRecord(rangeCodeSchema, z.string().min(1));

/** A summary counter (docs/data.md dashboard widget: id, title, ranges, currentRange, data, detail). */
export const counterWidgetSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    ranges: ranges.default({}),
    currentRange: rangeCodeSchema.optional(),
    data: z.object({
      label: z.string(),
      /** Keyed by range code, or `all` for a counter without ranges. */
      count: z.record(z.string(), count),
      extra: z.object({ label: z.string(), count: z.record(z.string(), count) }),
    }),
    detail: z.string(),
  })
  .superRefine((widget, context) => {
    if (widget.currentRange) {
      checkRanges({ ranges: widget.ranges, currentRange: widget.currentRange }, [widget.data.count], context);
    } else if (widget.data.count['all'] === undefined) {
      context.addIssue({ code: 'custom', message: 'a counter without ranges needs data.count.all' });
    }
  });
export type CounterWidget = z.infer<typeof counterWidgetSchema>;

/** Created vs closed tasks over seven days, with supporting counters (mainChart + supporting charts). */
export const tasksChartWidgetSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    ranges,
    currentRange: rangeCodeSchema,
    mainChart: rangedRecord(z.object({ days: z.array(isoDaySchema).length(7), series: z.array(seriesSchema).min(1) })),
    supporting: z.array(z.object({ key: z.string(), label: z.string(), count: rangedRecord(count) })),
  })
  .superRefine((widget, context) =>
    checkRanges(widget, [widget.mainChart, ...widget.supporting.map((item) => item.count)], context),
  );
export type TasksChartWidget = z.infer<typeof tasksChartWidgetSchema>;

/** Task distribution: a donut per range plus two totals. */
export const distributionWidgetSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    ranges,
    currentRange: rangeCodeSchema,
    mainChart: rangedRecord(z.array(z.object({ key: z.string(), label: z.string(), value: count }))),
    totals: z.array(z.object({ key: z.string(), label: z.string(), count: rangedRecord(count) })),
  })
  .superRefine((widget, context) =>
    checkRanges(widget, [widget.mainChart, ...widget.totals.map((item) => item.count)], context),
  );
export type DistributionWidget = z.infer<typeof distributionWidgetSchema>;

export const scheduleWidgetSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    ranges,
    currentRange: rangeCodeSchema,
    schedule: rangedRecord(
      z.array(z.object({ id: z.string(), title: z.string(), time: z.string().regex(/^\d{2}:\d{2}$/) })),
    ),
  })
  .superRefine((widget, context) => checkRanges(widget, [widget.schedule], context));
export type ScheduleWidget = z.infer<typeof scheduleWidgetSchema>;

/** Weekly spending with a sparkline per range. */
export const spentWidgetSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    ranges,
    currentRange: rangeCodeSchema,
    items: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        amount: rangedRecord(z.number()),
        chart: rangedRecord(z.array(z.number())),
      }),
    ),
  })
  .superRefine((widget, context) =>
    checkRanges(
      widget,
      widget.items.flatMap((item) => [item.amount, item.chart]),
      context,
    ),
  );
export type SpentWidget = z.infer<typeof spentWidgetSchema>;

export const budgetWidgetSchema = z.object({
  id: z.string(),
  title: z.string(),
  mainChart: z.array(z.object({ key: z.string(), label: z.string(), value: z.number().nonnegative() })).min(1),
});
export type BudgetWidget = z.infer<typeof budgetWidgetSchema>;

export const tableWidgetSchema = z.object({
  id: z.string(),
  title: z.string(),
  table: z.object({
    columns: z.array(z.object({ id: z.string(), title: z.string() })).min(1),
    rows: z.array(z.object({ id: z.string(), cells: z.array(z.union([z.string(), z.number()])) })),
  }),
});
export type TableWidget = z.infer<typeof tableWidgetSchema>;

export const weatherConditionSchema = z.enum(['sunny', 'partlyCloudy', 'cloudy', 'rain', 'storm', 'snow']);
export type WeatherCondition = z.infer<typeof weatherConditionSchema>;

/**
 * Weather widget (docs/data.md): locations, currentLocation, tempUnit, speedUnit; C/F, KMH/MPH, 5 days
 * (docs/constants.md).
 */
export const weatherWidgetSchema = z
  .object({
    id: z.string(),
    locations: z.record(
      z.string(),
      z.object({
        name: z.string(),
        condition: weatherConditionSchema,
        temp: z.object({ C: z.number(), F: z.number() }),
        windSpeed: z.object({ KMH: z.number().nonnegative(), MPH: z.number().nonnegative() }),
        windDirection: z.enum(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']),
        humidity: z.number().min(0).max(100),
        next5days: z
          .array(
            z.object({
              day: isoDaySchema,
              condition: weatherConditionSchema,
              temp: z.object({ C: z.number(), F: z.number() }),
            }),
          )
          .length(5),
      }),
    ),
    currentLocation: z.string(),
    tempUnit: z.enum(['C', 'F']),
    speedUnit: z.enum(['KMH', 'MPH']),
  })
  .refine((widget) => widget.currentLocation in widget.locations, { message: 'currentLocation must be a location' });
export type WeatherWidget = z.infer<typeof weatherWidgetSchema>;

/** GET /api/project-dashboard-app/widgets */
export const projectDashboardWidgetsSchema = z.object({
  widget1: counterWidgetSchema,
  widget2: counterWidgetSchema,
  widget3: counterWidgetSchema,
  widget4: counterWidgetSchema,
  widget5: tasksChartWidgetSchema,
  widget6: distributionWidgetSchema,
  widget7: scheduleWidgetSchema,
  widget8: budgetWidgetSchema,
  widget9: spentWidgetSchema,
  widget10: tableWidgetSchema,
  weatherWidget: weatherWidgetSchema,
});

/** GET /api/project-dashboard-app/projects (docs/data.md project: id, name). */
export const projectSchema = z.object({ id: z.string().min(1), name: z.string().min(1) });
export const projectsSchema = z.array(projectSchema).min(1);
export type Project = z.infer<typeof projectSchema>;
