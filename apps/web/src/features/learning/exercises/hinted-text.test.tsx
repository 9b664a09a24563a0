import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentenceParts } from './hint-parts.ts';
import { HintedText } from './hinted-text.tsx';

const text = 'Habari za asubuhi, mama';
const hints = [
  { start: 0, end: 17, meanings: ['good morning'] },
  { start: 19, end: 23, meanings: ['mother', 'madam'] },
];

describe('hinted text', () => {
  it('shows the text as written, each hinted word a closed button', () => {
    const { container } = render(
      <p>
        <HintedText text={text} hints={hints} />
      </p>,
    );
    // Meanings are not part of the text until opened (a prompt's text stays the prompt).
    expect(container.textContent).toBe(text);
    const word = screen.getByRole('button', { name: 'Habari za asubuhi' });
    expect(word).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'mama' })).toBeInTheDocument();
  });

  it('opens a meaning on a tap and closes it on another tap', async () => {
    const user = userEvent.setup();
    render(<HintedText text={text} hints={hints} />);
    const word = screen.getByRole('button', { name: 'mama' });
    await user.click(word);
    expect(word).toHaveAttribute('aria-expanded', 'true');
    const popover = document.getElementById(word.getAttribute('aria-controls') ?? '');
    expect(popover).toBeVisible();
    expect(popover?.textContent).toBe('mothermadam');
    await user.click(word);
    expect(word).toHaveAttribute('aria-expanded', 'false');
    expect(popover).not.toBeVisible();
  });

  it('opens from the keyboard with Enter and closes with Escape, without leaving the word', async () => {
    const user = userEvent.setup();
    const escapes: string[] = [];
    render(
      <div onKeyDown={(event) => escapes.push(event.key)}>
        <HintedText text={text} hints={hints} />
      </div>,
    );
    await user.tab();
    const word = screen.getByRole('button', { name: 'Habari za asubuhi' });
    expect(word).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(word).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('good morning')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(word).toHaveAttribute('aria-expanded', 'false');
    expect(word).toHaveFocus();
    // The lesson's own Escape (quit) never sees the one that closed a hint.
    expect(escapes).not.toContain('Escape');
  });

  it('closes when the learner taps elsewhere or moves on', async () => {
    const user = userEvent.setup();
    render(
      <>
        <HintedText text={text} hints={hints} />
        <button type="button">Check</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'mama' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('button', { name: 'mama' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows plain text when nothing is hinted', () => {
    const { container } = render(<HintedText text={text} hints={undefined} />);
    expect(container.innerHTML).toBe(text);
  });

  it('splits a fill-in-the-blank sentence at its blanks, each part with its own hints', () => {
    const sentence = 'Asante ___, mama!';
    const parts = sentenceParts(sentence, [
      { start: 0, end: 6, meanings: ['thank you'] },
      { start: 12, end: 16, meanings: ['mother'] },
    ]);
    expect(parts).toEqual([
      { part: 'Asante ', hints: [{ start: 0, end: 6, meanings: ['thank you'] }] },
      { part: ', mama!', hints: [{ start: 2, end: 6, meanings: ['mother'] }] },
    ]);
  });
});
