/**
 * A pretend music library API for the lazy-loading demos: artists hold albums, albums hold tracks.
 * Answers come after a fixed delay and are always the same, so every run is identical. The server
 * remembers renames, like a real backend would, and can log each request.
 */
export interface LibraryEntry {
  id: string;
  label: string;
  /** How many children the server holds for this entry: 0 for a track. */
  childrenCount: number;
}

const albumsByArtist: Record<string, { title: string; tracks: string[] }[]> = {
  'Nadia Brook': [
    { title: 'Harbour Lights', tracks: ['Low Water', 'Signal Fires', 'Home Port'] },
    { title: 'Paper Moons', tracks: ['Origami', 'Crescent'] },
  ],
  'The Tin Foxes': [{ title: 'Static Summer', tracks: ['Radio Daze', 'Heatwave', 'Late Bus'] }],
  'Orla Vance Trio': [
    { title: 'Blue Hour Sessions', tracks: ['Dusk', 'Streetlamp'] },
    { title: 'Live at the Granary', tracks: ['Opening', 'Encore'] },
  ],
};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');

function listChildren(parentId: string | undefined): LibraryEntry[] {
  if (parentId === undefined) {
    return Object.keys(albumsByArtist).map((name) => ({ id: slug(name), label: name, childrenCount: albumsByArtist[name].length }));
  }
  const [artistSlug, albumSlug] = parentId.split('/');
  const artist = Object.keys(albumsByArtist).find((name) => slug(name) === artistSlug);
  if (!artist) return [];
  if (albumSlug === undefined) {
    return albumsByArtist[artist].map((album) => ({
      id: `${artistSlug}/${slug(album.title)}`,
      label: album.title,
      childrenCount: album.tracks.length,
    }));
  }
  const album = albumsByArtist[artist].find((entry) => slug(entry.title) === albumSlug);
  return (album?.tracks ?? []).map((track) => ({ id: `${parentId}/${slug(track)}`, label: track, childrenCount: 0 }));
}

/** The root entries, for trees that start with them instead of requesting them. */
export const libraryArtists: LibraryEntry[] = listChildren(undefined);

export interface LibraryServerOptions {
  /** Milliseconds before each answer. */
  latencyMs?: number;
  /** Called with each request that reaches the server. */
  onRequest?: (parentId: string | undefined) => void;
}

/** One server per tree, so that renames made in one demo stay in that demo. */
export function createLibraryServer({ latencyMs = 600, onRequest }: LibraryServerOptions = {}) {
  const renamed = new Map<string, string>();
  const wait = () => new Promise((resolve) => setTimeout(resolve, latencyMs));
  return {
    getChildrenCount: (entry: LibraryEntry) => entry.childrenCount,
    getTreeItems: async (parentId?: string): Promise<LibraryEntry[]> => {
      onRequest?.(parentId);
      await wait();
      return listChildren(parentId).map((entry) => ({ ...entry, label: renamed.get(entry.id) ?? entry.label }));
    },
    rename: async (id: string, label: string): Promise<void> => {
      await wait();
      renamed.set(id, label);
    },
  };
}

export interface QueryOptions<T> {
  queryKey: string;
  queryFn: () => Promise<T>;
  /** How long an answer stays fresh, in milliseconds. */
  staleTime: number;
}

/**
 * A minimal stand-in for the query client of a data-fetching library: it shares one request between
 * callers asking for the same key at once, and answers from memory while the data is fresh.
 */
export function createQueryClient() {
  const answers = new Map<string, { data: unknown; fetchedAt: number }>();
  const inFlight = new Map<string, Promise<unknown>>();
  return {
    fetchQuery<T>({ queryKey, queryFn, staleTime }: QueryOptions<T>): Promise<T> {
      const cached = answers.get(queryKey);
      if (cached && Date.now() - cached.fetchedAt < staleTime) return Promise.resolve(cached.data as T);
      const pending = inFlight.get(queryKey);
      if (pending) return pending as Promise<T>;
      const request = queryFn()
        .then((data) => {
          answers.set(queryKey, { data, fetchedAt: Date.now() });
          return data;
        })
        .finally(() => inFlight.delete(queryKey));
      inFlight.set(queryKey, request);
      return request;
    },
    invalidate(queryKey: string) {
      answers.delete(queryKey);
    },
  };
}
