import { z } from 'zod';
import { donutWidgetSchema, monthlyWidgetSchema, sparklineWidgetSchema } from './contract-locker.ts';

/** GET /api/analytics-dashboard-app/widgets: the template's analytics widgets (mock). */
export const analyticsWidgetsSchema = z.object({
  visitors: monthlyWidgetSchema,
  conversions: sparklineWidgetSchema,
  impressions: sparklineWidgetSchema,
  visits: sparklineWidgetSchema,
  devices: donutWidgetSchema,
});
