import { z } from 'zod';

import { knowledgeBaseCategories } from './categories.ts';

export { knowledgeBaseCategories } from './categories.ts';

/** Front matter of a knowledge-base article (`src/content/knowledge-base/<locale>/<slug>.md`). */
export const articleFrontmatterSchema = z.object({
  title: z.string().min(1),
  category: z.enum(knowledgeBaseCategories),
  /** Position within its category, smallest first. */
  order: z.number().int().default(100),
  summary: z.string().min(1),
});

/** A knowledge-base article (docs/data.md): id, title, content as (sanitised) HTML. */
export const articleSchema = z.object({ id: z.string().min(1), title: z.string().min(1), content: z.string() });
/** GET /api/knowledge-base: the categories with their articles. */
export const knowledgeBaseSchema = z.array(
  z.object({ id: z.enum(knowledgeBaseCategories), title: z.string(), articles: z.array(articleSchema).min(1) }),
);
