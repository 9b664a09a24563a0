import { createContext, useContext } from 'react';

export interface ManagementState {
  /** The course open in the course tree; null until the admin picks one. */
  languageId: string | null;
  selectLanguage: (languageId: string) => void;
}

export const ManagementContext = createContext<ManagementState | null>(null);

/** The management state (spec section 8); outside its provider it throws the spec's message. */
export function useManagement(): ManagementState {
  const state = useContext(ManagementContext);
  if (!state) throw new Error('useManagement must be used within a ManagementProvider');
  return state;
}
