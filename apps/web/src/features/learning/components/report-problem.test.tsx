import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiOk, sentJson, stubApi } from '../../../test/api-responses.ts';
import { ReportProblem } from './report-problem.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReportProblem', () => {
  it('sends the learner’s answer, filled in, as a report that it should be accepted', async () => {
    const fetch = stubApi({
      'POST /api/exercise/report/e1': () => apiOk({ id: 'r1', message: 'Thank you!' }, 201),
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ReportProblem exerciseId="e1" answer="habari gani" />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    expect(screen.getByLabelText('Your answer')).toHaveProperty('value', 'habari gani');
    fireEvent.click(screen.getByRole('button', { name: 'Send report', hidden: true }));
    await waitFor(() => {
      expect(fetch).toHaveBeenCalled();
    });
    expect(sentJson(fetch.mock.calls[0]?.[1])).toEqual({ kind: 'answer_rejected', answer: 'habari gani' });
    await screen.findByRole('button', { name: 'Reported' });
  });
});
