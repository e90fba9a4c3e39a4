/**
 * Content collections: the FAQ and knowledge base as Markdown, the template's mock data as JSON
 * (docs/data.md, docs/calls.md). Every file is validated with its zod schema when the site is built, so a content
 * editor's mistake stops the build with the file and field named instead of breaking a page.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'zod';
import { academyFileSchema } from './content/schemas/academy.ts';
import { analyticsWidgetsSchema } from './content/schemas/analytics.ts';
import { lockerWidgetsSchema } from './content/schemas/contract-locker.ts';
import { faqFrontmatterSchema } from './content/schemas/faq.ts';
import { articleFrontmatterSchema } from './content/schemas/knowledge-base.ts';
import { projectDashboardWidgetsSchema, projectsSchema } from './content/schemas/project-dashboard.ts';
import { rfpFileSchema } from './content/schemas/rfp.ts';
import { searchFileSchema } from './content/schemas/search.ts';

const mock = <T extends z.ZodType>(file: string, schema: T) =>
  defineCollection({ loader: glob({ pattern: file, base: './src/content/mock' }), schema });

export const collections = {
  faq: defineCollection({
    loader: glob({ pattern: '*/*.md', base: './src/content/faq' }),
    schema: faqFrontmatterSchema,
  }),
  knowledgeBase: defineCollection({
    loader: glob({ pattern: '*/*.md', base: './src/content/knowledge-base' }),
    schema: articleFrontmatterSchema,
  }),
  projectDashboardWidgets: mock('project-dashboard-widgets.json', projectDashboardWidgetsSchema),
  projectDashboardProjects: mock('project-dashboard-projects.json', z.object({ projects: projectsSchema })),
  contractLockerWidgets: mock('contract-locker-widgets.json', lockerWidgetsSchema),
  whoHasWhatWidgets: mock('whohaswhat-widgets.json', lockerWidgetsSchema),
  analyticsWidgets: mock('analytics-widgets.json', analyticsWidgetsSchema),
  rfpAnalysis: mock('rfp-analysis.json', rfpFileSchema),
  search: mock('search.json', searchFileSchema),
  academy: mock('academy.json', academyFileSchema),
};
