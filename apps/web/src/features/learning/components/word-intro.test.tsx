import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WordIntroCard } from './word-intro.tsx';

const words = [
  { word: 'jambo', meaning: 'hello', audio_url: '/api/audio/0123456789abcdef0123.ogg' },
  { word: 'ọjà', meaning: 'market', audio_url: null },
];

describe('WordIntroCard', () => {
  it('offers the clip of a word that has one, from its opaque URL', () => {
    render(<WordIntroCard words={words} intro={{ index: 0, count: 2, skippable: false }} languageCode="sw" />);
    expect(screen.getByRole('button', { name: /^Listen\W+jambo$/ })).toBeDefined();
    expect(document.querySelector('audio')?.getAttribute('src')).toBe('/api/audio/0123456789abcdef0123.ogg');
  });

  it('shows a word without a clip with no Listen button and no player', () => {
    render(<WordIntroCard words={words} intro={{ index: 1, count: 2, skippable: false }} languageCode="yo" />);
    expect(screen.getByText('ọjà')).toBeDefined();
    expect(screen.getByText('Word 2 of 2')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Listen/ })).toBeNull();
    expect(document.querySelector('audio')).toBeNull();
  });
});
