import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useManagement } from './management-context.ts';
import { ManagementProvider } from './management-provider.tsx';

function Picked() {
  const { languageId, selectLanguage } = useManagement();
  return (
    <button type="button" onClick={() => selectLanguage('yo')}>
      {languageId ?? 'none'}
    </button>
  );
}

describe('ManagementProvider', () => {
  it('throws the spec message when useManagement is used outside it', () => {
    expect(() => renderHook(() => useManagement())).toThrow('useManagement must be used within a ManagementProvider');
  });

  it('shares the course being edited', () => {
    render(
      <ManagementProvider>
        <Picked />
      </ManagementProvider>,
    );
    const button = screen.getByRole('button', { name: 'none' });
    act(() => {
      button.click();
    });
    expect(screen.getByRole('button', { name: 'yo' })).toBeTruthy();
  });
});
