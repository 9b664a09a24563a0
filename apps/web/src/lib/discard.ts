/**
 * Lets go of an answer whose body will not be read. Left unread, its body keeps the connection it
 * came on busy (one of the six a page has per server) until the page is collected.
 */
export function discard(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}
