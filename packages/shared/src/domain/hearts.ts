import { DEFAULT_MAX_HEARTS, HEART_REGENERATION_MINUTES } from '../constants.ts';

/** Hearts as the profile and heart check carry them (product spec section 3). */
export interface Hearts {
  heart_count: number;
  max_heart: number;
  next_heart_regen: string | null;
  regeneration_rate: number;
}

/** What a learner has before any regeneration, and what the app shows when hearts cannot load. */
export const defaultHearts: Hearts = {
  heart_count: DEFAULT_MAX_HEARTS,
  max_heart: DEFAULT_MAX_HEARTS,
  next_heart_regen: null,
  regeneration_rate: HEART_REGENERATION_MINUTES,
};
