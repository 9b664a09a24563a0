// The page's first script, a few hundred bytes beside the app's entry (vite.config.ts puts it
// first): it asks the API for what a signed-in page shows first while the app's code downloads.
import { sendEarlyCalls } from './app/early-calls.ts';

sendEarlyCalls(window.location.pathname);
