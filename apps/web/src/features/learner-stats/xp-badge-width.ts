/**
 * The navigation bar's XP badge's width, at least: its placeholder's exactly, so a badge of up to
 * three digits takes the placeholder's place without moving the bar.
 */
export const xpBadgeWidth = 'min-w-[4.375rem] sm:min-w-[4.625rem]';
