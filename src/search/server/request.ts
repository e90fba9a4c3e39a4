import { grantsFeature } from '../../auth/features.ts';
import { registerScopeOf } from '../../contracts/vendor-scope.ts';
import { viewerOf } from '../../rfp/events/server/place.ts';
import { serverGraphOf } from '../../services/server-graph.ts';
import { filterNavigation, flattenNavigation, navigationTitle } from '../../shell/navigation/model.ts';
import { navigation } from '../../shell/navigation/navigation.ts';
import type { ShellLink } from '../../shell/shell-state.ts';
import type { SearchScope, SearchSources } from './engine.ts';
import { graphLibrary, type LibrarySearch } from './library.ts';
import { searchSources } from './sources.ts';

/** The navigation a person may see, as the shell's search box gets it (src/layouts/Portal.astro). */
function linksOf(locals: App.Locals): ShellLink[] {
  const items = filterNavigation(navigation, locals.roles, locals.session?.userInfo.user_type);
  return flattenNavigation(items).flatMap((item) =>
    item.url
      ? [{ id: item.id, title: navigationTitle(item, locals.t), url: item.url, newTab: item.target === '_blank' }]
      : [],
  );
}

const libraries = new WeakMap<App.Locals['config'], LibrarySearch>();

/** The client's library as the server reads it (app-only Graph, decision 075): one per configuration. */
function libraryOf(config: App.Locals['config']): LibrarySearch {
  let library = libraries.get(config);
  if (!library) {
    library = graphLibrary(serverGraphOf(config));
    libraries.set(config, library);
  }
  return library;
}

/**
 * What this request's person may search and the sources for it, from the session alone: the
 * active client's library only, and only when the client has the feature; a guest, pages only.
 */
export function searchFor(locals: App.Locals): { scope: SearchScope; sources: SearchSources } {
  const client = locals.session ? locals.activeClient : undefined;
  const scope: SearchScope = {
    links: linksOf(locals),
    signedIn: Boolean(locals.session),
    contracts: Boolean(client) && grantsFeature(locals.roles, 'CONTRACT_LOCKER'),
    documents: Boolean(client) && grantsFeature(locals.roles, 'FILE_MANAGER'),
  };
  return {
    scope,
    sources: searchSources({
      config: locals.config,
      locale: locals.locale,
      client,
      viewer: client ? viewerOf(locals) : undefined,
      scope: registerScopeOf(locals.session, locals.roles),
      library: libraryOf(locals.config),
    }),
  };
}
