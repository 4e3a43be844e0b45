/**
 * The boards' calls of `StorefrontClient` (../client.ts: `boards`, `posts`, `post`, `comments`,
 * `createComment`), loaded on first use: the CDN bundle puts them beside the boards' reader, in the
 * boards' chunk. Reads send the buyer token when there is one (what a board allows may depend on
 * the buyer). Spec: docs/spec/storefront-api.md, "Boards".
 */
import type { StorefrontClient } from '../client.js';
import { catalogQuery, lazy, limited } from '../client-helpers.js';
import type { Query } from '../http.js';
import type * as page from '../readers/page.js';
import type * as board from '../readers/board.js';

const boardReaders = () => import('../readers/board.js');

export function boards(client: StorefrontClient, signal?: AbortSignal): Promise<board.Board[]> {
  return client.transport.request('GET', client.paths.boards ?? '/boards', {
    reader: lazy(boardReaders, 'boardsReader'),
    query: catalogQuery(client),
    signal,
    auth: 'optional',
  });
}

export function posts(client: StorefrontClient, filters: board.PostFilters, signal?: AbortSignal): Promise<board.PostPage> {
  return limited(
    client.transport.request('GET', '/posts', {
      reader: lazy(boardReaders, 'postPageReader'),
      query: catalogQuery(client, filters as Query),
      signal,
      auth: 'optional',
    }),
    filters.limit,
  );
}

export function post(client: StorefrontClient, post_id: number, signal?: AbortSignal): Promise<board.PostDetail> {
  return client.transport.request('GET', `/posts/${post_id}`, {
    reader: lazy(boardReaders, 'postDetailReader'),
    query: catalogQuery(client),
    signal,
    auth: 'optional',
  });
}

export function comments(
  client: StorefrontClient,
  post_id: number,
  filters: { page?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<page.Page<board.PostComment>> {
  return limited(
    client.transport.request('GET', `/posts/${post_id}/comments`, {
      reader: lazy(boardReaders, 'commentPageReader'),
      query: catalogQuery(client, filters),
      signal,
      auth: 'optional',
    }),
    filters.limit,
  );
}

export async function createComment(client: StorefrontClient, post_id: number, content: string): Promise<board.PostComment | null> {
  const at = (client.paths.commentCreate ?? '/posts/{post_id}/comments').split('{post_id}').join(String(post_id));
  try {
    return await client.transport.request('POST', at, {
      reader: lazy(boardReaders, 'commentCreatedReader'),
      body: { post_id, content },
      auth: 'required',
      query: catalogQuery(client),
    });
  } finally {
    client.transport.invalidate('/posts');
  }
}
