import { z } from 'zod';

import { faqCategories } from './categories.ts';

export { type FaqCategory, faqCategories } from './categories.ts';

/** Front matter of one FAQ entry (`src/content/faq/<locale>/<slug>.md`); the Markdown body is the answer. */
export const faqFrontmatterSchema = z.object({
  question: z.string().min(1),
  category: z.enum(faqCategories),
  /** Position within its group, smallest first. */
  order: z.number().int().default(100),
});
