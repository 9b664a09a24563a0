/** The navigation bar's hearts' width (one digit and the heart), held while they load. */
export const heartsPlace = 'min-w-[2.1875rem]';
