import type { UserProfile } from '@roots/shared/contracts/user';
import { defaultHearts } from '@roots/shared/domain/hearts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactElement, useEffect } from 'react';
import { type Location, MemoryRouter, type NavigationType, useLocation, useNavigationType } from 'react-router';
import { vi } from 'vitest';
import { type Session, SessionContext } from '../features/session/session-context.ts';

export function makeUser(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u1',
    email: 'amara@example.com',
    role: 'learner',
    user_metadata: { username: 'amara okafor', avatar_url: null },
    display_name: null,
    bio: null,
    daily_goal: 20,
    time_zone: 'Africa/Lagos',
    email_verified: true,
    onboarded: true,
    has_password: true,
    hearts: defaultHearts,
    profile_visibility: 'everyone',
    muted_notifications: [],
    sound_effects: true,
    romanisation: 'auto',
    ...overrides,
  };
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  const user = overrides.user ?? null;
  return {
    user,
    isLoading: false,
    isAdmin: user?.role === 'admin',
    signIn: vi.fn(),
    signedOut: false,
    signOut: vi.fn(() => Promise.resolve()),
    replaceUser: vi.fn(),
    forget: vi.fn(),
    ...overrides,
  };
}

interface Where {
  location: Location | undefined;
  navigationType: NavigationType | undefined;
}

/** Reports where the memory router is after each render, so tests can assert on navigation. */
function LocationProbe({ onChange }: { onChange: (location: Location, type: NavigationType) => void }) {
  const location = useLocation();
  const type = useNavigationType();
  useEffect(() => onChange(location, type), [location, type, onChange]);
  return null;
}

/** Renders `<Routes>` in a memory router at `path` with a given session and a fresh query client. */
export function renderRoutes(routes: ReactElement, { path = '/', session = makeSession() } = {}) {
  const where: Where = { location: undefined, navigationType: undefined };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[path]}>
          {routes}
          <LocationProbe
            onChange={(location, type) => {
              where.location = location;
              where.navigationType = type;
            }}
          />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, where };
}
