/**
 * The browser request wrapper (spec section 7): GET/POST/PUT/DELETE against the API base, JSON in
 * and out, the bearer token when there is one, `{ statusText, data, statusCode }` to the caller and
 * errors rethrown. A 401 gets exactly one retry after a fresh id token (which is also stored); when
 * no fresh token can be had the session has expired and the page reloads into the signed-out state.
 */
export interface ApiResponse<T> {
  statusText: string;
  data: T;
  statusCode: number;
}

export class ApiError<T = unknown> extends Error implements ApiResponse<T> {
  constructor(
    readonly statusCode: number,
    readonly statusText: string,
    readonly data: T,
  ) {
    const detail = data && typeof data === 'object' && 'detail' in data ? String((data as { detail: unknown }).detail) : statusText;
    super(detail || `Request failed with status ${statusCode}`);
  }
}

/** The message the wrapper gives a session that cannot be renewed. */
export const SESSION_EXPIRED = 'Session expired';

export interface HttpClientOptions {
  /** Prefix of every path; '' for this site's own API. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The id token to send as a bearer token, if any. */
  getToken?: () => string | null;
  /** A fresh id token from the provider, or null when the session is over. */
  refreshToken?: () => Promise<string | null>;
  /** Keeps a fresh token (the provider's cache and the server's cookie). */
  storeToken?: (token: string) => Promise<void> | void;
  /** What to do when the session has expired; the page reloads by default. */
  onSessionExpired?: () => void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | boolean | undefined | Array<string | number>>;

export interface RequestOptions {
  query?: Query;
  headers?: Record<string, string>;
}

function withQuery(url: string, query: Query | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createHttpClient(options: HttpClientOptions = {}) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = options.baseUrl ?? '';

  async function send(method: Method, path: string, body: unknown, token: string | null, request: RequestOptions) {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    return doFetch(withQuery(`${base}${path}`, request.query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  }

  async function request<T>(method: Method, path: string, body?: unknown, request: RequestOptions = {}): Promise<ApiResponse<T>> {
    let response = await send(method, path, body, options.getToken?.() ?? null, request);
    if (response.status === 401 && options.refreshToken) {
      const fresh = await options.refreshToken();
      if (!fresh) {
        (options.onSessionExpired ?? (() => window.location.reload()))();
        throw new ApiError(401, SESSION_EXPIRED, await readBody(response));
      }
      await options.storeToken?.(fresh);
      response = await send(method, path, body, fresh, request);
    }
    const data = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, response.statusText, data);
    return { statusText: response.statusText, data: data as T, statusCode: response.status };
  }

  return {
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body ?? {}, opts),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body ?? {}, opts),
    delete: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('DELETE', path, body, opts),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
