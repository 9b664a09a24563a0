import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, apiOk, sentJson, stubApi } from '../../../test/api-responses.ts';
import { QuickEdit } from './item-form.tsx';
import { textToWords, wordLinesProblem, wordsToText } from './item-texts.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Renders the edit button of an item and opens its dialog. */
function openEdit(props: Parameters<typeof QuickEdit>[0]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QuickEdit {...props} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: `Edit ${props.title}` }));
}

const showLessonEdit = () => {
  openEdit({
    kind: 'lesson',
    id: 'l1',
    title: 'Hello',
    fields: [
      { name: 'title', label: 'Lesson title' },
      { name: 'words', label: 'New words', multiline: true, check: wordLinesProblem },
    ],
    initial: { title: 'Hello', words: wordsToText([['jambo', 'hello']]) },
    toChanges: (values) => ({ title: values.title ?? '', words: textToWords(values.words ?? '') }),
  });
};

describe('QuickEdit', () => {
  it('opens with the item’s text and sends the changes', async () => {
    const fetch = stubApi({ 'PATCH /api/lesson/l1': () => apiOk({ id: 'l1' }) });
    showLessonEdit();
    expect(screen.getByLabelText<HTMLInputElement>('Lesson title').value).toBe('Hello');
    fireEvent.change(screen.getByLabelText('Lesson title'), { target: { value: 'Greetings' } });
    fireEvent.change(screen.getByLabelText('New words'), { target: { value: 'jambo = hello\nkwaheri = goodbye' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The dialog and its form go once the server has saved.
    await waitFor(() => {
      expect(screen.queryByLabelText('Lesson title')).toBeNull();
    });
    expect(sentJson(fetch.mock.calls[0]?.[1])).toEqual({
      title: 'Greetings',
      words: [
        ['jambo', 'hello'],
        ['kwaheri', 'goodbye'],
      ],
    });
  });

  it('keeps the form open with the server’s message under the field it concerns', async () => {
    stubApi({
      'PATCH /api/lesson/l1': () =>
        apiFailure(400, 'VALIDATION_FAILED', 'Some fields need attention.', { 'words.0.1': 'must not be empty' }),
    });
    showLessonEdit();
    fireEvent.change(screen.getByLabelText('New words'), { target: { value: 'asante = thanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must not be empty')).toBeDefined();
    expect(screen.getByLabelText('New words').getAttribute('aria-invalid')).toBe('true');
  });

  it('says which line of the new words is not “word = meaning”, and sends nothing', () => {
    const fetch = stubApi({});
    showLessonEdit();
    fireEvent.change(screen.getByLabelText('New words'), {
      target: { value: 'jambo = hello\n\nkwaheri\nasante = thank you' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('New words')).toHaveAccessibleDescription(
      'Line 3: “kwaheri” has no “=”: write it as word = meaning.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a fixed list as a choice (a fact’s category)', async () => {
    const fetch = stubApi({ 'PATCH /api/fact/f1': () => apiOk({ id: 'f1' }) });
    openEdit({
      kind: 'fact',
      id: 'f1',
      title: 'Ugali',
      fields: [{ name: 'category', label: 'Category', options: ['food', 'music'] }],
      initial: { category: 'food' },
    });
    const category = screen.getByLabelText<HTMLSelectElement>('Category');
    expect(category.value).toBe('food');
    fireEvent.change(category, { target: { value: 'music' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.queryByLabelText('Category')).toBeNull();
    });
    expect(sentJson(fetch.mock.calls[0]?.[1])).toEqual({ category: 'music' });
  });
});
