import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, apiOk, sentJson, stubApi } from '../../../test/api-responses.ts';
import { ClipPanel } from './clip-panel.tsx';

const clip = '/api/admin/languages/l1/clip';

afterEach(() => {
  vi.unstubAllGlobals();
});

function show(say: string, of?: 'word') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ClipPanel languageId="l1" say={say} of={of} />
    </QueryClientProvider>,
  );
}

describe('ClipPanel', () => {
  it('asks for the sentence first', () => {
    stubApi({});
    show('  ');
    expect(screen.getByText('Write the sentence to add its recording.')).toBeDefined();
  });

  it('says when there is no recording, and makes one with espeak-ng where the language has a voice', async () => {
    const fetch = stubApi({
      [`GET ${clip}`]: () => apiOk({ say: 'jambo', source: 'none', can_generate: true }),
      [`POST ${clip}/speech`]: () => apiOk({ say: 'jambo', source: 'recording', can_generate: true }, 201),
      [`GET ${clip}/audio`]: () => new Response('OggS', { headers: { 'content-type': 'audio/ogg' } }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:clip', revokeObjectURL: vi.fn() }));
    show('jambo');
    await screen.findByText(/No recording of this sentence yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Make it with espeak-ng' }));
    await screen.findByText('Recorded or made in the editor.');
    await waitFor(() => {
      expect(screen.getByLabelText('Clip of “jambo”').getAttribute('src')).toBe('blob:clip');
    });
    expect(fetch.mock.calls.map(([url]) => url)).toContain(`${clip}?say=jambo`);
  });

  it('shows the server’s reason when a clip cannot be made, and no espeak button without a voice', async () => {
    stubApi({
      [`GET ${clip}`]: () => apiOk({ say: 'ẹ káàrọ̀', source: 'none', can_generate: false }),
    });
    show('ẹ káàrọ̀');
    await screen.findByText(/No recording/);
    expect(screen.queryByRole('button', { name: 'Make it with espeak-ng' })).toBeNull();
    expect(screen.getByLabelText('Upload a recording')).toBeDefined();
  });

  it('names a lesson word and says its card plays without sound until it has a recording', async () => {
    stubApi({ [`GET ${clip}`]: () => apiOk({ say: 'ọjà', source: 'none', can_generate: false }) });
    show('ọjà', 'word');
    await screen.findByText('No recording of this word yet: learners meet it without sound.');
    expect(screen.getByRole('region', { name: 'Recording of “ọjà”' })).toBeDefined();
  });

  it('reports a refused upload in words', async () => {
    stubApi({
      [`GET ${clip}`]: () => apiFailure(404, 'NOT_FOUND', 'We could not find that language.'),
    });
    show('jambo');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find that language.');
  });

  it('makes the clip of the text as it is now, even within 400 ms of an edit', async () => {
    const fetch = stubApi({
      [`GET ${clip}`]: () => apiOk({ say: 'jambo', source: 'none', can_generate: true }),
      [`POST ${clip}/speech`]: () => apiOk({ say: 'jambo sana', source: 'recording', can_generate: true }, 201),
      [`GET ${clip}/audio`]: () => new Response('OggS', { headers: { 'content-type': 'audio/ogg' } }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:clip', revokeObjectURL: vi.fn() }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const panel = (say: string) => (
      <QueryClientProvider client={client}>
        <ClipPanel languageId="l1" say={say} />
      </QueryClientProvider>
    );
    const { rerender } = render(panel('jambo'));
    await screen.findByText(/No recording of this sentence yet/);
    // The teacher finishes the sentence and at once asks for its clip: the debounce has not caught up.
    rerender(panel('jambo sana'));
    fireEvent.click(screen.getByRole('button', { name: 'Make it with espeak-ng' }));
    await waitFor(() => {
      expect(fetch.mock.calls.some(([url]) => url === `${clip}/speech`)).toBe(true);
    });
    const made = fetch.mock.calls.find(([url]) => url === `${clip}/speech`);
    expect(sentJson(made?.[1])).toEqual({ say: 'jambo sana' });
  });

  it('clears an earlier error once a clip is made, and tells the editor', async () => {
    let refuse = true;
    stubApi({
      [`GET ${clip}`]: () => apiOk({ say: 'jambo', source: 'none', can_generate: true }),
      [`POST ${clip}/speech`]: () =>
        refuse
          ? apiFailure(400, 'VALIDATION_FAILED', 'espeak-ng is not installed.')
          : apiOk({ say: 'jambo', source: 'recording', can_generate: true }, 201),
      [`GET ${clip}/audio`]: () => new Response('OggS', { headers: { 'content-type': 'audio/ogg' } }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:clip', revokeObjectURL: vi.fn() }));
    const onClipMade = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ClipPanel languageId="l1" say="jambo" onClipMade={onClipMade} />
      </QueryClientProvider>,
    );
    await screen.findByText(/No recording of this sentence yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Make it with espeak-ng' }));
    expect((await screen.findByRole('alert')).textContent).toBe('espeak-ng is not installed.');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Make it with espeak-ng' }));
    await screen.findByText('Recorded or made in the editor.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClipMade).toHaveBeenCalledTimes(1);
  });
});
