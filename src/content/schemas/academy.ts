import { z } from 'zod';

export const academyCategorySchema = z.object({
  id: z.string().min(1),
  value: z.string().regex(/^[a-z-]+$/),
  label: z.string().min(1),
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
});
export const academyCategoriesSchema = z.array(academyCategorySchema).min(1);

export const courseStepSchema = z.strictObject({
  order: z.number().int().nonnegative(),
  title: z.string().trim().min(1, 'a step needs a title').max(200),
  subtitle: z.string().max(500),
  content: z.string().max(20_000),
});

export const courseSchema = z.strictObject({
  id: z.string().min(1, 'id is required').max(100),
  title: z.string().trim().min(1, 'title is required').max(200),
  slug: z
    .string()
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'slug takes lower-case letters, digits and dashes'),
  description: z.string().max(2000),
  category: z.string().min(1, 'category is required').max(100),
  /** Minutes. */
  duration: z.number().int().positive('duration must be a positive number of minutes'),
  totalSteps: z.number().int().nonnegative(),
  updatedAt: z.iso.datetime(),
  featured: z.boolean(),
  progress: z.strictObject({ currentStep: z.number().int().nonnegative(), completed: z.number().int().nonnegative() }),
  steps: z.array(courseStepSchema).max(100),
});
/** The list omits the steps. */
export const courseSummarySchema = courseSchema.omit({ steps: true });
export const coursesSchema = z.array(courseSummarySchema);
export const academyFileSchema = z.object({
  categories: academyCategoriesSchema,
  courses: z.array(courseSchema).min(1),
});

/** POST /api/academy-app/course/save: a whole course. */
export const saveCourseBodySchema = z.strictObject({ course: courseSchema });
/** POST /api/academy-app/course/update: the id and the fields that change. */
export const updateCourseBodySchema = z.strictObject({
  courseId: z.string().min(1, 'courseId is required').max(100),
  changes: courseSchema.omit({ id: true }).partial().strict(),
});
