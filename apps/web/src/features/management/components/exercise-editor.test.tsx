import type { ExerciseSource } from '@roots/shared/contracts/exercise-source';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, apiOk, sentJson, stubApi } from '../../../test/api-responses.ts';
import { templates } from './exercise-draft.ts';
import { ExerciseEditor } from './exercise-editor.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function show(onSaved = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ExerciseEditor
        lessonId="lesson-1"
        languageId="l1"
        renderPreview={(source: ExerciseSource) => <p>Preview: {JSON.stringify(source)}</p>}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return onSaved;
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Add exercise' });

/** Fills the new, empty form with `source` through the Advanced JSON (a paste: no slow typing). */
async function fill(user: ReturnType<typeof userEvent.setup>, source: ExerciseSource = templates.select) {
  await user.click(screen.getByText('Advanced (JSON)'));
  const json = screen.getByLabelText<HTMLTextAreaElement>('The exercise as in the course files');
  await user.clear(json);
  await user.click(json);
  await user.paste(JSON.stringify(source));
  await user.click(screen.getByText('Advanced (JSON)'));
}

// Typing key by key is slow on a loaded machine: keystrokes without pauses, and the web project's
// minute to finish (apps/web/vitest.config.ts).
describe('ExerciseEditor, a select exercise', () => {
  it('starts empty, the example as placeholders, and says at Save what is missing', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = stubApi({});
    show();
    expect(field('Prompt').value).toBe('');
    expect(field('Prompt')).toHaveAttribute('placeholder', 'e.g. Which one means “hello”?');
    const options = screen.getAllByRole<HTMLInputElement>('textbox', { name: /^Option \d$/ });
    expect(options.map((option) => option.value)).toEqual(['', '', '', '']);
    expect(options.map((option) => option.placeholder)).toEqual([
      'e.g. jambo',
      'e.g. kwaheri',
      'e.g. asante',
      'e.g. mama',
    ]);
    expect(screen.getAllByRole<HTMLInputElement>('radio', { name: /is right$/ }).some((radio) => radio.checked)).toBe(
      false,
    );
    // Nothing is red before the teacher has tried: the missing fields speak at Save.
    expect(screen.queryByText(/^Write /)).not.toBeInTheDocument();
    expect(screen.getByText('Fill in the fields to see it.')).toBeInTheDocument();
    await user.click(saveButton());
    expect(fetch).not.toHaveBeenCalled();
    expect(field('Prompt')).toHaveAccessibleDescription('Write the prompt.');
    expect(field('Option 2')).toHaveAccessibleDescription('Write option 2.');
    expect(screen.getByRole('group', { name: 'Options (choose the right one)' })).toHaveAccessibleDescription(
      'Choose the right option.',
    );
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription('6 fields to fix before saving.');
  });

  it.each(Object.keys(templates) as (keyof typeof templates)[])(
    'starts every field of a new %s exercise empty, with an example placeholder',
    async (type) => {
      const user = userEvent.setup({ delay: null });
      stubApi({ 'GET /api/admin/languages/l1/clip': () => apiOk({ say: '', source: 'none', can_generate: false }) });
      show();
      await user.selectOptions(screen.getByLabelText('Type'), type);
      const boxes = screen.getAllByRole<HTMLInputElement>('textbox').filter((box) => box.tagName === 'INPUT');
      expect(boxes.map((box) => box.value).filter((value) => value !== '')).toEqual([]);
      expect(field('Prompt').placeholder).toBe(`e.g. ${templates[type].prompt}`);
      // No Swahili word is a value anywhere: only placeholders carry the example.
      expect(document.body.textContent).not.toMatch(/jambo|kwaheri|asante/);
      await user.click(saveButton());
      expect(field('Prompt')).toHaveAccessibleDescription('Write the prompt.');
    },
  );

  it('validates as you type: the message on the field, Save disabled with the reason', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({});
    show();
    await fill(user);
    await user.clear(field('Prompt'));
    await user.clear(field('Option 3'));
    await user.click(saveButton());
    expect(field('Prompt')).toHaveAccessibleDescription('Write the prompt.');
    expect(field('Option 3')).toHaveAccessibleDescription('Write option 3.');
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription('2 fields to fix before saving.');
    expect(screen.getByText('Fix the marked fields to see it.')).toBeInTheDocument();
    await user.type(field('Prompt'), 'Which one means “thank you”?');
    await user.type(field('Option 3'), 'asante');
    expect(saveButton()).toBeEnabled();
  });

  it('keeps the keyboard on the right row when rows are added, moved and removed', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({});
    show();
    await fill(user);
    // At four options the list is full: remove one, and the row taking its place has the focus.
    await user.click(screen.getByRole('button', { name: 'Remove option 2' }));
    expect(field('Option 2')).toHaveFocus();
    expect(field('Option 2').value).toBe('asante');
    await user.click(screen.getByRole('button', { name: 'Add option 4' }));
    expect(field('Option 4')).toHaveFocus();
    await user.keyboard('habari');
    // Moving the right option takes the radio with it, and the focus stays on the moved row.
    await user.click(screen.getByRole('button', { name: 'Move option 1 down' }));
    expect(screen.getByRole('button', { name: 'Move option 2 down' })).toHaveFocus();
    expect(field('Option 2').value).toBe('jambo');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Option 2 is right' }).checked).toBe(true);
    // Publishing needs four options; three make a draft only.
    await user.click(screen.getByRole('button', { name: 'Remove option 4' }));
    await user.selectOptions(screen.getByLabelText('State'), 'published');
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Options (choose the right one)' })).toHaveAccessibleDescription(
      'Give 4 options to publish it: with fewer, guessing is too easy.',
    );
  });

  it('keeps the Advanced JSON and the form in step, both ways', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({});
    show();
    await fill(user);
    await user.click(screen.getByText('Advanced (JSON)'));
    const json = screen.getByLabelText<HTMLTextAreaElement>('The exercise as in the course files');
    expect(JSON.parse(json.value)).toMatchObject({ type: 'select', answer: 'jambo' });
    await user.clear(field('Option 4'));
    await user.type(field('Option 4'), 'baba');
    expect((JSON.parse(json.value) as { options: string[] }).options).toEqual(['jambo', 'kwaheri', 'asante', 'baba']);
    await user.clear(json);
    await user.click(json);
    await user.paste(
      JSON.stringify({
        type: 'translate',
        prompt: 'Write this',
        into: 'english',
        source: 'Asante',
        answers: ['Thanks'],
      }),
    );
    expect(field('Text to translate').value).toBe('Asante');
    expect(field('Answer 1').value).toBe('Thanks');
    await user.type(json, '{backspace}');
    expect(json).toHaveAccessibleDescription(/^Not valid JSON yet/);
    expect(field('Text to translate').value).toBe('Asante');
  });

  it('saves what the schema made of the form, and shows the server’s field errors on their fields', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = stubApi({
      'POST /api/exercise': () =>
        apiFailure(400, 'VALIDATION_FAILED', 'Some fields need attention.', {
          'exercise.options.1': 'Is not allowed here.',
        }),
    });
    show();
    await fill(user);
    await user.type(field('Option 2'), '  ');
    await user.click(saveButton());
    expect(await screen.findByText('Some fields need attention.')).toBeInTheDocument();
    expect(field('Option 2')).toHaveAccessibleDescription('Is not allowed here.');
    expect(sentJson(fetch.mock.calls[0]?.[1])).toEqual({
      lesson_id: 'lesson-1',
      status: 'draft',
      exercise: {
        type: 'select',
        prompt: 'Which one means “hello”?',
        options: ['jambo', 'kwaheri', 'asante', 'mama'],
        answer: 'jambo',
      },
    });
    // Editing the field clears the server's word on it.
    await user.type(field('Option 2'), 'x');
    expect(field('Option 2')).not.toHaveAccessibleDescription('Is not allowed here.');
  });

  it('shows a listen exercise’s recording panel, and the server’s reason when the clip is missing', async () => {
    const user = userEvent.setup({ delay: null });
    const onSaved = vi.fn();
    stubApi({
      'GET /api/admin/languages/l1/clip': () => apiOk({ say: 'jambo', source: 'none', can_generate: false }),
      'POST /api/exercise': () =>
        apiFailure(400, 'VALIDATION_FAILED', 'There is no recording of that sentence yet.', {
          'exercise.say': 'No clip for "jambo" in sw.',
        }),
    });
    show(onSaved);
    await user.selectOptions(screen.getByLabelText('Type'), 'listen');
    await fill(user, templates.listen);
    expect(await screen.findByText(/No recording of this sentence yet/)).toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => {
      expect(field('What the clip says')).toHaveAccessibleDescription('No clip for "jambo" in sw.');
    });
    expect(screen.getByText('There is no recording of that sentence yet.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('ExerciseEditor, a read exercise', () => {
  const passage = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Passage' });

  it('takes the passage as lines, “Speaker: text” or narration, and saves them as the course files write them', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = stubApi({ 'POST /api/exercise': () => apiOk({}, 201) });
    show();
    await user.selectOptions(screen.getByLabelText('Type'), 'read');
    expect(passage()).toHaveAccessibleDescription(/Speaker: what they say/);
    await user.type(field('Prompt'), 'Read, then answer');
    await user.click(passage());
    await user.paste('Amina: Habari za asubuhi, Juma?\nJuma: Nzuri sana. Na wewe?\n\nAmina anacheka.');
    await user.type(field('Question (in English)'), 'How is Juma?');
    for (const [i, option] of ['Very well', 'Tired', 'Hungry', 'Lost'].entries())
      await user.type(field(`Option ${String(i + 1)}`), option);
    await user.click(screen.getByRole('radio', { name: 'Option 1 is right' }));
    await user.click(saveButton());
    await waitFor(() => {
      expect(fetch).toHaveBeenCalled();
    });
    expect(sentJson(fetch.mock.calls[0]?.[1])).toEqual({
      lesson_id: 'lesson-1',
      status: 'draft',
      exercise: {
        type: 'read',
        prompt: 'Read, then answer',
        passage: [['Amina', 'Habari za asubuhi, Juma?'], ['Juma', 'Nzuri sana. Na wewe?'], 'Amina anacheka.'],
        question: 'How is Juma?',
        options: ['Very well', 'Tired', 'Hungry', 'Lost'],
        answer: 'Very well',
      },
    });
  });

  it('names the line to fix: a speaker who says nothing, a colon with no speaker, a line too long', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({});
    show();
    await user.selectOptions(screen.getByLabelText('Type'), 'read');
    await fill(user, templates.read);
    expect(passage().value).toBe('Amina: Jambo, Juma!\nJuma: Jambo! Asante sana.\nAmina anasema kwaheri.');
    expect(saveButton()).toBeEnabled();

    await user.clear(passage());
    await user.click(passage());
    await user.paste('Amina: Jambo!\n\nJuma:');
    expect(passage()).toHaveAccessibleDescription('Line 3: write what Juma says after the colon.');
    expect(saveButton()).toBeDisabled();

    await user.clear(passage());
    await user.click(passage());
    await user.paste('Amina: Jambo!\n: Jambo!');
    expect(passage()).toHaveAccessibleDescription('Line 2: write who speaks before the colon, or remove the colon.');

    await user.clear(passage());
    await user.click(passage());
    await user.paste(`Amina: Jambo!\nJuma: ${'sana '.repeat(70)}`);
    expect(passage()).toHaveAccessibleDescription('Line 2: keep it to 300 characters or fewer.');

    await user.clear(passage());
    await user.click(passage());
    await user.paste(Array.from({ length: 13 }, () => 'Amina anacheka.').join('\n'));
    expect(passage()).toHaveAccessibleDescription('Keep the passage to 12 lines or fewer.');
  });
});
