import { z } from 'zod';

/** The four vendor columns of the seeded example questionnaire (docs/data.md). */
export const rfpVendors = ['Northwind Digital', 'Contoso Fintech', 'Fabrikam Systems', 'Tailspin Banking'] as const;

export const rfpRowSchema = z.object({
  Row: z.number().int().min(1),
  answers: z.array(z.object({ vendor: z.string(), value: z.string().nullable() })),
  SecNum: z.number().int().min(1),
  SecSub: z.string().regex(/^\d+\.\d+$/),
  Section: z.string().min(1),
  Subsection: z.string().min(1),
  Question: z.string().min(1),
});
export type RfpRow = z.infer<typeof rfpRowSchema>;

/** GET /api/rfp-analysis: rows 1 to 315, in order, each with the four vendors' answers in their order. */
export const rfpAnalysisSchema = z
  .array(rfpRowSchema)
  .length(315)
  .refine((rows) => rows.every((row, index) => row.Row === index + 1), {
    message: 'rows are numbered 1 to 315 in order',
  })
  .refine(
    (rows) =>
      rows.every(
        (row) =>
          row.answers.length === rfpVendors.length &&
          rfpVendors.every((vendor, index) => row.answers[index]?.vendor === vendor),
      ),
    { message: 'answers follow the four vendor columns in order' },
  );

/** The content file wraps the rows in an object (a data entry must be an object). */
export const rfpFileSchema = z.object({ rows: rfpAnalysisSchema });
