/**
 * Server-side access to the content collections (src/content.config.ts): the pages and the mock
 * endpoints read the same entries, so a page never shows data its endpoint would not serve.
 */
import { type CollectionEntry, type CollectionKey, getCollection } from 'astro:content';

async function entryData<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>['data']> {
  const entries: CollectionEntry<C>[] = await getCollection(collection);
  const entry = entries[0];
  if (!entry) throw new Error(`The content collection ${collection} is empty`);
  return entry.data;
}

export const projectDashboardWidgets = async () => await entryData('projectDashboardWidgets');
export const projectDashboardProjects = async () => (await entryData('projectDashboardProjects')).projects;
export const contractLockerWidgets = async () => await entryData('contractLockerWidgets');
export const whoHasWhatWidgets = async () => await entryData('whoHasWhatWidgets');
export const analyticsWidgets = async () => await entryData('analyticsWidgets');
export const rfpRows = async () => (await entryData('rfpAnalysis')).rows;
export const searchItems = async () => (await entryData('search')).items;
export const academy = async () => await entryData('academy');
