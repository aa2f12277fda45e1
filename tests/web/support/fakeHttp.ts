import type { HttpClient, HttpRequest } from '../../../src/dataProvider/http';

/**
 * An HTTP client answering each path with its reply (an Error is thrown), and the calls it got:
 * for tests of the authProvider and the session, which need no routes beyond a few paths.
 */
export const fakeHttp = (replies: Record<string, unknown>) => {
  const calls: HttpRequest[] = [];
  const http = (async (request: HttpRequest) => {
    calls.push(request);
    const reply = replies[request.path];
    if (reply instanceof Error) throw reply;
    return reply;
  }) as HttpClient;
  return { http, calls };
};
