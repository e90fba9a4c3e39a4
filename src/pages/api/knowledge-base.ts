import type { APIRoute } from 'astro';
import { validJson } from '../../content/respond.ts';
import { knowledgeBaseCategories, knowledgeBaseSchema } from '../../content/schemas/knowledge-base.ts';
import { knowledgeBaseArticles, siteContent } from '../../content/server/readable.ts';
import { otherMethods } from '../../server/http/methods.ts';

/** Mock GET /api/knowledge-base: the categories with their articles (content as sanitised HTML). */
export const GET: APIRoute = async ({ locals }) => {
  const articles = await knowledgeBaseArticles(siteContent(locals.config), locals.locale);
  const categories = knowledgeBaseCategories
    .map((id) => ({
      id,
      title: locals.t(`content:knowledgeBase.categories.${id}`),
      articles: articles
        .filter((article) => article.category === id)
        .map((article) => ({ id: article.id, title: article.title, content: article.html })),
    }))
    .filter((category) => category.articles.length > 0);
  return validJson(knowledgeBaseSchema, categories);
};

export const ALL = otherMethods({ GET });
