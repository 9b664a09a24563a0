import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOk, stubApi } from '../../../test/api-responses.ts';
import { RomanisationPreferenceProvider } from '../romanisation/romanisation.tsx';
import { FactList } from './fact-list.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const coffee = {
  id: 'f1',
  category: 'food',
  title: 'ቡና: the coffee ceremony',
  body: 'Coffee is roasted, ground and served three times.',
};

function show(mode: 'auto' | 'never') {
  stubApi({ 'GET /api/fact/am': () => apiOk([coffee]) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RomanisationPreferenceProvider value={{ mode }}>
        <Suspense fallback="loading">
          <FactList languageId="am" languageCode="am" />
        </Suspense>
      </RomanisationPreferenceProvider>
    </QueryClientProvider>,
  );
}

describe('FactList', () => {
  it('shows the romanisation of Ethiopic in a fact, and none for English text', async () => {
    show('auto');
    await screen.findByText('ቡና: the coffee ceremony');
    const lines = document.querySelectorAll('[data-romanised]');
    expect(Array.from(lines, (line) => line.textContent)).toEqual(['buna']);
    expect(lines[0]?.getAttribute('lang')).toBe('am-Latn');
  });

  it('shows none when the learner turned romanisation off', async () => {
    show('never');
    await screen.findByText('ቡና: the coffee ceremony');
    expect(document.querySelectorAll('[data-romanised]')).toHaveLength(0);
  });
});
