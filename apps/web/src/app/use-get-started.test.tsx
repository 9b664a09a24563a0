import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeSession, makeUser, renderRoutes } from '../test/render.tsx';
import { useGetStarted } from './use-get-started.ts';

function GetStarted() {
  return (
    <button type="button" onClick={useGetStarted()}>
      Get Started Free
    </button>
  );
}

describe('Get Started Free', () => {
  it('goes straight to onboarding when signed in, storing nothing', async () => {
    const { where } = renderRoutes(<GetStarted />, { session: makeSession({ user: makeUser() }) });
    await userEvent.click(screen.getByRole('button'));
    expect(where.location?.pathname).toBe('/onboarding');
    expect(sessionStorage.getItem('redirectAfterAuth')).toBeNull();
  });

  it('remembers /onboarding and goes to log in for visitors', async () => {
    const { where } = renderRoutes(<GetStarted />);
    await userEvent.click(screen.getByRole('button'));
    expect(where.location?.pathname).toBe('/auth/login');
    expect(sessionStorage.getItem('redirectAfterAuth')).toBe('/onboarding');
  });
});
