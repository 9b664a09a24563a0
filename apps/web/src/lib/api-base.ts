/** Where the API is, on the page's own origin. */
export const API_BASE = '/api';
