/**
 * The FAQ's and the knowledge base's categories, apart from their zod schemas: the content
 * editor runs in the browser, where zod would be loaded for two lists.
 */
export const faqCategories = ['account', 'clients', 'documents', 'reports', 'rfp'] as const;
export type FaqCategory = (typeof faqCategories)[number];

export const knowledgeBaseCategories = ['gettingStarted', 'contracts', 'documents', 'reports'] as const;
