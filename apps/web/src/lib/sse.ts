/** One server-sent event: its name (`message` unless named) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits a chunk of an event stream into complete events and the incomplete rest, which is to be
 * prepended to the next chunk. Comment lines (`: ping`) and `id:`/`retry:` fields are skipped.
 */
export function parseSse(text: string): { events: SseEvent[]; rest: string } {
  const normalised = text.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: SseEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line === '') continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}
