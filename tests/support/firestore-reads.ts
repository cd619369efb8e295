import type { BrowserContext, Page } from 'playwright-core';

/**
 * Firestore document reads as the backend serves them to a page, counted on the wire (issue 18).
 *
 * The page's Firestore SDK listens over one WebChannel stream (`…/Firestore/Listen/channel`): the
 * page sends `addTarget` requests (a document or a query, with a resume token when the persistent
 * cache holds an earlier answer), the backend answers with `documentChange` messages, one per
 * document it sends, and `CURRENT` once a target's answer is complete. Firebase 12's browser build
 * carries the stream over fetch (useFetchStreams), so an init script wraps `window.fetch` for the
 * Firestore backend and passes every request body and every piece of every answer to the test
 * through a binding (so the record survives reloads). Nothing in the app changes for it.
 *
 * Counted as Firestore bills a listener: one read per document version the backend sends for a
 * target, and at least one read for a query that it answers with no documents.
 */

/** One request to the Firestore backend and its answer (all of it that has arrived). */
export type Exchange = { url: string; body: string | null; response: string };

/** What the backend served one target (a document get or a query) of the page. */
export type TargetReads = {
  targetId: number;
  /** `get <path>` for a document, else `<parent>/<collection>` and any `where` filters. */
  query: string;
  /** The target was resumed from the cache's resume token (a later open of a known query). */
  resumed: boolean;
  /** The backend said the answer is complete (CURRENT). */
  current: boolean;
  /** The backend threw away what the page had and answers afresh (RESET). */
  reset: boolean;
  /** Paths of the documents sent for this target, with their update times. */
  documents: { path: string; updateTime: string }[];
  /** Billed reads: the document versions sent, at least 1 once answered. */
  reads: number;
  /** How many times the page asked for this target (more than once: it listened again). */
  requests: number;
};

const listenChannel = '/google.firestore.v1.Firestore/Listen/channel';
const holdKey = 'sprout-test-hold-listen';

/**
 * Records the Firestore traffic of every page of `context` from its next navigation on. With
 * `holdListen(page)` before a reload, the reloaded page's Listen channel waits until
 * `releaseListen(page)`: whatever the page shows meanwhile came from its own cache.
 */
export async function recordFirestoreTraffic(context: BrowserContext) {
  const exchanges = new Map<string, Exchange>();
  await context.exposeBinding(
    '__sproutFirestoreTraffic',
    (_source, record: { id: string; url?: string; body?: string | null; chunk?: string }) => {
      const known = exchanges.get(record.id);
      if (!known) {
        exchanges.set(record.id, {
          url: record.url ?? '',
          body: record.body ?? null,
          response: '',
        });
      } else {
        known.response += record.chunk ?? '';
      }
    },
  );
  await context.addInitScript(
    ({ channel, hold }) => {
      type Record = { id: string; url?: string; body?: string | null; chunk?: string };
      const report = (record: Record) =>
        (
          window as unknown as { __sproutFirestoreTraffic?: (record: Record) => Promise<void> }
        ).__sproutFirestoreTraffic?.(record);
      let held = false;
      try {
        held = sessionStorage.getItem(hold) === '1';
      } catch {
        // No storage here (an opaque frame): nothing is held.
      }
      let release: () => void = () => undefined;
      const gate = held ? new Promise<void>((resolve) => (release = resolve)) : null;
      (window as unknown as { __sproutReleaseListen: () => void }).__sproutReleaseListen = () => {
        sessionStorage.removeItem(hold);
        release();
      };
      const page = Math.random().toString(36).slice(2, 8);
      let next = 0;
      const originalFetch = window.fetch;
      window.fetch = async function (input: RequestInfo | URL, init?: RequestInit) {
        const url = input instanceof Request ? input.url : String(input);
        if (!url.includes('/google.firestore.v1.Firestore/')) return originalFetch(input, init);
        if (gate && url.includes(channel)) await gate;
        const id = `${page}-${next++}`;
        let body: string | null = null;
        if (typeof init?.body === 'string') body = init.body;
        else if (input instanceof Request) body = await input.clone().text();
        void report({ id, url, body });
        const response = await originalFetch(input, init);
        const reader = response.clone().body?.getReader();
        if (reader) {
          const decoder = new TextDecoder();
          void (async () => {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              void report({ id, chunk: decoder.decode(value, { stream: true }) });
            }
          })().catch(() => undefined);
        }
        return response;
      };
    },
    { channel: listenChannel, hold: holdKey },
  );
  return exchanges;
}

/** Makes the page's next load hold its Listen channel (see recordFirestoreTraffic). */
export async function holdListen(page: Page) {
  await page.evaluate((key) => sessionStorage.setItem(key, '1'), holdKey);
}

/** Lets the held Listen channel of the page go to the backend. */
export async function releaseListen(page: Page) {
  await page.evaluate(() =>
    (window as unknown as { __sproutReleaseListen: () => void }).__sproutReleaseListen(),
  );
}

type Filter = {
  fieldFilter?: { field: { fieldPath: string }; op: string; value: Record<string, unknown> };
  compositeFilter?: { filters: Filter[] };
};
type AddTarget = {
  targetId: number;
  resumeToken?: string;
  documents?: { documents: string[] };
  query?: {
    parent: string;
    structuredQuery: { from: { collectionId: string }[]; where?: Filter };
  };
};
type ListenResponse = {
  targetChange?: { targetChangeType?: string; targetIds?: number[] };
  documentChange?: { document: { name: string; updateTime: string }; targetIds?: number[] };
};

const relative = (name: string) =>
  name.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents/, '');

function filters(filter: Filter | undefined): string[] {
  if (!filter) return [];
  if (filter.compositeFilter) return filter.compositeFilter.filters.flatMap(filters);
  const field = filter.fieldFilter;
  if (!field) return [];
  return [
    `where ${field.field.fieldPath} ${field.op} ${JSON.stringify(Object.values(field.value)[0])}`,
  ];
}

function describe(target: AddTarget): string {
  if (target.documents) return `get ${target.documents.documents.map(relative).join(', ')}`;
  const query = target.query;
  if (!query) return 'unknown target';
  const collection = query.structuredQuery.from.map((from) => from.collectionId).join(',');
  return [`${relative(query.parent)}/${collection}`, ...filters(query.structuredQuery.where)].join(
    ' ',
  );
}

/**
 * The WebChannel arrays of an answer: length-prefixed JSON frames of [arrayId, [payload…]]. The
 * channel numbers its arrays within a session and may send one again (a backchannel request that
 * is restarted asks from the last id it acknowledged); the SDK handles each id once, so does this.
 */
function arrays(text: string): { id: number; payload: unknown[] }[] {
  const found: { id: number; payload: unknown[] }[] = [];
  let at = 0;
  while (at < text.length) {
    const newline = text.indexOf('\n', at);
    if (newline < 0) break;
    const length = Number(text.slice(at, newline));
    if (!Number.isInteger(length)) throw new Error(`Unreadable Listen answer at ${at}`);
    if (newline + 1 + length > text.length) break; // Still arriving.
    const frame: unknown = JSON.parse(text.slice(newline + 1, newline + 1 + length));
    at = newline + 1 + length;
    if (!Array.isArray(frame)) continue;
    for (const entry of frame) {
      if (Array.isArray(entry) && typeof entry[0] === 'number' && Array.isArray(entry[1])) {
        found.push({ id: entry[0], payload: entry[1] as unknown[] });
      }
    }
  }
  return found;
}

/** The session id a channel's first answer opens with: array 0, ["c", sessionId, …]. */
function sessionOpened(found: { id: number; payload: unknown[] }[]): string | undefined {
  const open = found.find(({ id }) => id === 0)?.payload;
  return open?.[0] === 'c' && typeof open[1] === 'string' ? open[1] : undefined;
}

/** The reads the backend served to the targets in `exchanges` (one page load's Listen traffic). */
export function listenReads(exchanges: Iterable<Exchange>): TargetReads[] {
  const targets = new Map<number, TargetReads>();
  const listen = [...exchanges].filter((exchange) => exchange.url.includes(listenChannel));
  for (const { body } of listen) {
    for (const [key, value] of new URLSearchParams(body ?? '')) {
      if (!/^req\d+___data__$/.test(key)) continue;
      const request = JSON.parse(value) as { addTarget?: AddTarget };
      const add = request.addTarget;
      if (!add) continue;
      const requests = (targets.get(add.targetId)?.requests ?? 0) + 1;
      targets.set(add.targetId, {
        requests,
        targetId: add.targetId,
        query: describe(add),
        resumed: Boolean(add.resumeToken),
        current: false,
        reset: false,
        documents: [],
        reads: 0,
      });
    }
  }
  const handled = new Set<string>();
  for (const { url, response } of listen) {
    const found = arrays(response);
    // The session's id: in the address of every request but the first, whose answer names it.
    const session =
      new URL(url).searchParams.get('SID') ?? sessionOpened(found) ?? `unknown:${url}`;
    const fresh = found.filter(({ id }) => {
      const key = `${session}#${id}`;
      if (handled.has(key)) return false;
      handled.add(key);
      return true;
    });
    for (const message of fresh.flatMap((array) => array.payload) as ListenResponse[]) {
      const change = message.targetChange;
      for (const id of change?.targetIds ?? []) {
        const target = targets.get(id);
        if (target && change?.targetChangeType === 'CURRENT') target.current = true;
        if (target && change?.targetChangeType === 'RESET') target.reset = true;
      }
      const document = message.documentChange;
      for (const id of document?.targetIds ?? []) {
        targets.get(id)?.documents.push({
          path: relative(document?.document.name ?? ''),
          updateTime: document?.document.updateTime ?? '',
        });
      }
    }
  }
  for (const target of targets.values()) {
    // Asked for once, a target is billed each document version once: a version that arrives
    // twice in one listen is the transport's (or the emulator's) repetition, not another read.
    // Asked for again (the page listened anew), every copy counts.
    const sent =
      target.requests > 1
        ? target.documents.length
        : new Set(target.documents.map((d) => `${d.path}@${d.updateTime}`)).size;
    target.reads = target.current ? Math.max(1, sent) : sent;
  }
  return [...targets.values()];
}

/** Total billed reads of `targets`. */
export const totalReads = (targets: TargetReads[]) =>
  targets.reduce((sum, target) => sum + target.reads, 0);

/** A table of the reads per target, for the test's output. */
export function readsTable(title: string, targets: TargetReads[]) {
  const lines = targets.map(
    (t) =>
      `  ${String(t.reads).padStart(3)}  ${t.query}${t.resumed ? ' (resumed' + (t.reset ? ', emulator RESET' : '') + ')' : ''} [${t.documents.length} documents${t.requests > 1 ? `, asked ${t.requests} times` : ''}]`,
  );
  return [`${title}: ${totalReads(targets)} reads`, ...lines].join('\n');
}
